import { checkPagePermission } from '../../api/generated/session';
import { content, withFlags } from '../../api/request';

/** /oj/* and /exam/*: the server decides per route name (section 6, permission_key). */
export async function isPageAllowed(routeName: string): Promise<boolean> {
  const answer = await content(checkPagePermission({ permission_key: routeName }, withFlags({ silent: true })));
  return answer?.allowed === true;
}
