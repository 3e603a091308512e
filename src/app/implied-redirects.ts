import { areaHome, routeCatalog, type RouteEntry } from '../../shared/route-catalog';

export interface ImpliedRedirect {
  path: string;
  to: string;
}

/**
 * Paths that are the parent of screens without being a screen themselves ("nested children
 * are written as parent/child"): /background, /school-home-page, /oj, /competitionCenter/
 * questionBankCenter … An area's root opens the area's home; any other parent opens its first
 * menu screen (else its first screen), e.g. questionBankCenter → platform as the spec says.
 */
export function impliedRedirects(catalog: readonly RouteEntry[] = routeCatalog): ImpliedRedirect[] {
  const screens = new Set(catalog.map((r) => r.path));
  const areaRoots = new Map<string, string>();
  for (const home of Object.values(areaHome)) {
    const root = `/${home.split('/')[1]}`;
    if (root !== home && !areaRoots.has(root)) areaRoots.set(root, home);
  }
  // Menu screens first, so a parent prefers a screen the user can also find in the menu.
  const candidates = [...catalog.filter((r) => r.menu), ...catalog.filter((r) => !r.menu)].filter(
    (r) => !r.redirect && !r.path.includes(':'),
  );
  const found = new Map<string, string>();
  for (const route of candidates) {
    const segments = route.path.split('/').filter(Boolean);
    for (let length = 1; length < segments.length; length += 1) {
      const parent = `/${segments.slice(0, length).join('/')}`;
      if (!screens.has(parent) && !found.has(parent)) found.set(parent, areaRoots.get(parent) ?? route.path);
    }
  }
  return [...found].map(([path, to]) => ({ path, to }));
}
