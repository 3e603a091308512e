import { useVersionCheck } from '../custom/app-version/use-version-check';
import { useDocumentTitle } from '../custom/document-title/use-document-title';
import { useRequestNavigator } from '../custom/navigation/use-request-navigator';
import { useScrollToTop } from '../custom/navigation/use-scroll-to-top';
import { useOtherTabSession } from '../custom/other-tab-session/use-other-tab-session';

/** What happens around every navigation (section 2) and across tabs (section 4); renders nothing. */
export function AppEffects() {
  useRequestNavigator();
  useScrollToTop();
  useDocumentTitle();
  useVersionCheck();
  useOtherTabSession();
  return null;
}
