import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { identities } from '../../../../shared/account-safety/password-rules';
import { sessionStore } from '../../../providers/session-store';
import { loadChunk } from '../../../app/chunk-load/chunk-load-error';
import { PageErrorBoundary } from '../../../app/chunk-load/page-error-boundary';
import { FeedbackDialogHost } from '../../feedback/feedback-dialog-host';
import { sessionCheckFlags } from './check-flags';
import { checkRunners } from './check-runners';
import { PostLoginChecks } from './post-login-checks';

// Each dialog loads when it is first shown, not with the login page.
const NoticeDialog = lazy(() => loadChunk(() => import('../../notice/notice-dialog')).then((m) => ({ default: m.NoticeDialog })));
const PhoneDialog = lazy(() => loadChunk(() => import('../phone/phone-dialog')).then((m) => ({ default: m.PhoneDialog })));
const PasswordReminderDialog = lazy(() => loadChunk(() => import('../password/password-reminder-dialog')).then((m) => ({ default: m.PasswordReminderDialog })));

/** One sequence per page load; reset when the user session ends or changes. */
export const postLoginChecks = new PostLoginChecks(checkRunners, sessionCheckFlags);

const loginPaths = new Set(['/login', '/background/login']);

// Stable callbacks: each dialog reports completion before the next is resolved.
const completeNotice = () => postLoginChecks.complete('notice');
const completePhone = () => postLoginChecks.complete('phone');
const completePassword = () => postLoginChecks.complete('password');

/**
 * The global dialogs, mounted once in the app shell: the post-login checks (notice, phone,
 * password) and the feedback dialog.
 */
export function GlobalDialogs() {
  const { pathname } = useLocation();
  const token = sessionStore.getToken();
  const { current } = useSyncExternalStore(postLoginChecks.subscribe, postLoginChecks.getSnapshot);

  useEffect(() => {
    // A new or ended session starts over; the session flags say what was already dismissed.
    postLoginChecks.reset();
  }, [token]);

  useEffect(() => {
    if (!token || loginPaths.has(pathname)) return;
    const staff = sessionStore.getUserSession()?.identity !== identities.student;
    postLoginChecks.start({ staff, backOffice: pathname.startsWith('/background') });
  }, [token, pathname]);

  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        {current === 'notice' && <NoticeDialog onDone={completeNotice} />}
        {current === 'phone' && <PhoneDialog onDone={completePhone} />}
        {current === 'password' && <PasswordReminderDialog onDone={completePassword} />}
        <FeedbackDialogHost />
      </Suspense>
    </PageErrorBoundary>
  );
}
