import { identities } from '../../../../shared/account-safety/password-rules';
import { encodePasswordForTransport } from '../../../../shared/password-transport';
import { staffUpdatePassword, studentUpdatePassword } from '../../../api/generated/account-safety';
import { navigateTo } from '../../../api/navigation';
import { withFlags } from '../../../api/request';
import { loginPathFor, logoutLocally } from '../../../providers/local-logout';
import { sessionStore } from '../../../providers/session-store';
import { forgetPasswordStrength } from './password-reminder';

/** The signed-in user's identity: 1 staff, 2 student (section 4, session reading). */
export function currentIdentity(): number {
  return sessionStore.getUserSession()?.identity === identities.student ? identities.student : identities.staff;
}

/**
 * Sends the change (both passwords MD5-hashed then base64-encoded; the clear new password only
 * for the server's rule check). Rejects with the server's message on failure, which the request
 * layer has already shown.
 */
export async function submitPasswordChange(oldPassword: string, newPassword: string): Promise<string> {
  const body = { oldPassword: encodePasswordForTransport(oldPassword), newPassword: encodePasswordForTransport(newPassword), newPasswordText: newPassword };
  const call = currentIdentity() === identities.student ? studentUpdatePassword : staffUpdatePassword;
  const answer = await call(body, withFlags({ silent: true }));
  return answer.message;
}

/** The server has ended every session of the account: forget it here and go to /login. */
export function signOutAfterPasswordChange(): void {
  forgetPasswordStrength(sessionStore.getUsername() ?? '');
  logoutLocally('user');
  navigateTo(loginPathFor('user'), { replace: true });
}
