import { sessionFlagPrefix } from '../../../providers/local-logout';
import type { CheckFlags } from './post-login-checks';

/** Session flags under the prefix that logout clears (src/providers/local-logout.ts). */
export const checkFlagKey = (name: string) => `${sessionFlagPrefix}post-login-check:${name}`;

export const sessionCheckFlags: CheckFlags = {
  has: (name) => sessionStorage.getItem(checkFlagKey(name)) === '1',
  set: (name) => sessionStorage.setItem(checkFlagKey(name), '1'),
};
