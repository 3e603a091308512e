import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../api/notify';
import { logoutLocally } from '../../providers/local-logout';
import { useVisitRecord } from '../../features/visit-record/use-visit-record';
import { PageLoading } from '../layouts/page-loading';
import { decideRoute, type Allow, type Redirect } from './decide-route';
import { readRouteContext } from './route-context';
import { resolveCheck } from './resolve-check';

/**
 * Applies the section 2/6 rules on every navigation before the page renders, so protected
 * content never flashes. The rules themselves are the pure functions in decide-route.ts.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const here = pathname + search;
  const decision = useMemo(() => decideRoute(readRouteContext(pathname, search, state)), [pathname, search, state]);
  const [checked, setChecked] = useState<{ at: string; result: Allow | Redirect } | null>(null);

  useEffect(() => {
    if (!('check' in decision)) return undefined;
    let live = true;
    void resolveCheck(decision).then((result) => {
      if (live) setChecked({ at: here, result });
    });
    return () => {
      live = false;
    };
  }, [decision, here]);

  const outcome: Allow | Redirect | null = 'check' in decision ? (checked?.at === here ? checked.result : null) : decision;

  useEffect(() => {
    if (!outcome || !('redirect' in outcome)) return;
    if (outcome.logout) logoutLocally(outcome.logout);
    if (outcome.message) notify.warning(outcome.message);
    void navigate(outcome.redirect, { replace: true, state: outcome.state });
  }, [outcome, navigate]);

  useVisitRecord(pathname, outcome !== null && 'allow' in outcome);

  // A query-only change (a list's filters, a tab in the address) re-checks in the background: the
  // page that was allowed on this path stays mounted, keeping its state, instead of flashing a loader.
  const samePageStillAllowed = !outcome && checked !== null && 'allow' in checked.result && pathOf(checked.at) === pathname;
  if (samePageStillAllowed) return <>{children}</>;
  if (!outcome) return <PageLoading />;
  if ('redirect' in outcome) return null;
  return <>{children}</>;
}

function pathOf(address: string): string {
  const query = address.indexOf('?');
  return query === -1 ? address : address.slice(0, query);
}
