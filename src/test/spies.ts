import { vi } from 'vitest';
import { setNavigator } from '../api/navigation';
import { setNotifier, type Notifier } from '../api/notify';

/** Replaces the request layer's notifier and navigator with spies, so a test can see what the user would. */
export function spyOnUserFeedback() {
  const notifier = { warning: vi.fn(), networkError: vi.fn() } satisfies Notifier;
  const navigate = vi.fn();
  setNotifier(notifier);
  setNavigator(navigate);
  return { notifier, navigate };
}
