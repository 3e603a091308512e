import { sessionFlagPrefix } from '../../../providers/local-logout';
import type { CheckFlags } from './post-login-checks';

/** Session flags under the prefix that logout clears (src/providers/local-logout.ts). */
export const checkFlagKey = (name: string) => `${sessionFlagPrefix}post-login-check:${name}`;

// A check scheduled before its page went away (a closed tab, a torn-down test page) finds no storage: it counts as done.
export const sessionCheckFlags: CheckFlags = {
  has: (name) => typeof sessionStorage === 'undefined' || sessionStorage.getItem(checkFlagKey(name)) === '1',
  set: (name) => sessionStorage.setItem(checkFlagKey(name), '1'),
};
