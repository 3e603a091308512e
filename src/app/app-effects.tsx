import { useVersionCheck } from './app-version/use-version-check';
import { useDocumentTitle } from './document-title/use-document-title';
import { useRequestNavigator } from './navigation/use-request-navigator';
import { useScrollToTop } from './navigation/use-scroll-to-top';
import { useOtherTabSession } from './other-tab-session/use-other-tab-session';

/** What happens around every navigation (section 2) and across tabs (section 4); renders nothing. */
export function AppEffects() {
  useRequestNavigator();
  useScrollToTop();
  useDocumentTitle();
  useVersionCheck();
  useOtherTabSession();
  return null;
}
