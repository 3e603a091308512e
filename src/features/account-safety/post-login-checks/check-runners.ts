import { phoneStates } from '../../../../shared/account-safety/phone-rules';
import { identities } from '../../../../shared/account-safety/password-rules';
import { staffCheckPwd, studentCheckPwd, unreadNotices, verifyPhoneState } from '../../../api/generated/account-safety';
import { content, withFlags } from '../../../api/request';
import { sessionStore } from '../../../providers/session-store';
import { needsPasswordReminder } from '../password/password-reminder';
import type { CheckName } from './check-states';
import type { CheckRunner } from './post-login-checks';

/** Password checks and read marks opt out of the loading overlay (section 9). */
const silent = () => withFlags({ silent: true });

/** What each post-login check asks the server. */
export const checkRunners: Record<CheckName, CheckRunner> = {
  notice: async () => (await content(unreadNotices(silent()))).notReadNum > 0,
  phone: async () => (await content(verifyPhoneState(silent()))).state !== phoneStates.verified,
  password: () =>
    needsPasswordReminder(sessionStore.getUsername() ?? '', async () => {
      const student = sessionStore.getUserSession()?.identity === identities.student;
      return (await content((student ? studentCheckPwd : staffCheckPwd)(silent()))).strong;
    }),
};
