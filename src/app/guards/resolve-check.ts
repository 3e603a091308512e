import { decidePagePermission, decideSchoolHome, type Allow, type NeedsCheck, type Redirect } from './decide-route';
import { isPageAllowed } from './page-permission';
import { loadSchoolHomePermission } from '../../providers/school-home-permission';

/**
 * Asks the server what a NeedsCheck decision needs. If the server cannot answer, the page is
 * not shown: the request layer has already told the user why (or, for an expired session,
 * is already on its way to the login page), so the guard goes home silently.
 */
export async function resolveCheck(decision: NeedsCheck): Promise<Allow | Redirect> {
  try {
    if (decision.check === 'school-home') return decideSchoolHome(decision.routeName, await loadSchoolHomePermission());
    return decidePagePermission(await isPageAllowed(decision.routeName));
  } catch {
    return { redirect: '/' };
  }
}
