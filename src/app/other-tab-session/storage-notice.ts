import { messages } from '../../../shared/messages';
import { loginPathFor } from '../../providers/local-logout';
import { isAdminPath } from '../../providers/session-identity';
import { storageKeys } from '../../providers/session-store';

export interface StorageNotice {
  title: string;
  content: string;
  /** Where OK goes, with a full page load so no stale state of the old account survives. */
  target: string;
}

/**
 * Section 4: another tab signed in as someone else, or signed out. Only the session the page
 * belongs to matters: a back-office tab ignores the user token and vice versa.
 */
export function storageNotice(
  event: { key: string | null; oldValue: string | null; newValue: string | null },
  pathname: string,
): StorageNotice | null {
  const admin = isAdminPath(pathname);
  const watched = admin ? storageKeys.adminToken : storageKeys.token;
  if (event.key !== watched || event.oldValue === event.newValue) return null;
  const target = loginPathFor(admin ? 'admin' : 'user');
  if (!event.newValue) {
    // Nothing to announce if this tab was not signed in either.
    return event.oldValue ? { title: messages.accountLoggedOutTitle, content: messages.accountLoggedOut, target } : null;
  }
  return { title: messages.accountChangedTitle, content: messages.accountChanged, target };
}
