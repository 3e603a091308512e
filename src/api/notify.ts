import { message, notification } from 'antd';
import { limits } from '../../shared/messages';

/**
 * How the request layer talks to the user. Keyed by text so the same warning never
 * stacks ("shown once"); replaceable in tests.
 */
export interface Notifier {
  warning(text: string, seconds?: number): void;
  networkError(text: string): void;
}

export const antdNotifier: Notifier = {
  warning(text, seconds = limits.warningSeconds) {
    void message.warning({ content: text, key: `warn:${text}`, duration: seconds });
  },
  networkError(text) {
    notification.error({ message: text, key: `net:${text}`, duration: 4.5 });
  },
};

let current: Notifier = antdNotifier;

export const notify: Notifier = {
  warning: (text, seconds) => current.warning(text, seconds),
  networkError: (text) => current.networkError(text),
};

export function setNotifier(n: Notifier): void {
  current = n;
}
