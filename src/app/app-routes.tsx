import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { routeCatalog, type RouteEntry } from '../../shared/route-catalog';
import { loadChunk } from './chunk-load/chunk-load-error';
import { areaLayouts, type LayoutArea } from './layouts/area-layout/area-layout-config';
import { PublicLayout } from './layouts/public-layout/public-layout';
import { AppShell } from './app-shell';
import { impliedRedirects } from './implied-redirects';
import { CataloguePage } from './page-registry';

// The signed-in layouts (menus, header widgets) load on first use, not with the login page.
const AreaLayout = lazy(() => loadChunk(() => import('./layouts/area-layout/area-layout')).then((m) => ({ default: m.AreaLayout })));
const NotFoundPage = lazy(() => loadChunk(() => import('./not-found/not-found-page')).then((m) => ({ default: m.NotFoundPage })));

/** Screens without an area chrome: the public pages and the back-office login. */
function usesPublicLayout(route: RouteEntry): boolean {
  return route.area === 'public' || route.audience.includes('anyone');
}

function screen(route: RouteEntry): RouteObject {
  return { path: route.path, element: <CataloguePage route={route} /> };
}

/**
 * One route per catalogue entry (redirect entries redirect), grouped under their area's
 * layout; parents that are not screens redirect (implied-redirects.ts); anything else is 404.
 */
export function appRoutes(catalog: readonly RouteEntry[] = routeCatalog): RouteObject[] {
  const screens = catalog.filter((r) => !r.redirect);
  const areas = Object.keys(areaLayouts) as LayoutArea[];
  return [
    {
      element: <AppShell />,
      children: [
        { element: <PublicLayout />, children: screens.filter(usesPublicLayout).map(screen) },
        ...areas.map((area) => ({
          element: <AreaLayout area={area} />,
          children: screens.filter((r) => r.area === area && !usesPublicLayout(r)).map(screen),
        })),
        ...catalog.filter((r) => r.redirect).map((r) => ({ path: r.path, element: <Navigate to={r.redirect as string} replace /> })),
        ...impliedRedirects(catalog).map((r) => ({ path: r.path, element: <Navigate to={r.to} replace /> })),
        { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}
