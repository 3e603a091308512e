import { areaHome, areaTitle, findRouteByName, menuGroups, type Area, type RouteEntry } from '../../../../shared/route-catalog';
import type { AuthNode } from '../../../api/generated/api.schemas';

export interface MenuLink {
  name: string;
  title: string;
  path: string;
}

export interface MenuSection {
  key: string;
  title: string;
  icon?: string;
  links: MenuLink[];
}

/** The star-coin (points) group; hidden when the school has no points authorization (section 3). */
export const pointsMenuGroup = 'school-starcoin';

/**
 * An area's menu from the permission tree (area → groups → routes). Only hide:false routes
 * show; the server already hides the points group without pointAuth, and it is hidden here
 * too so a stale tree cannot show it.
 */
export function menuSectionsFor(tree: AuthNode[], area: Area, options: { pointAuth?: boolean } = {}): MenuSection[] {
  const groups = tree.find((node) => node.name === area)?.children ?? [];
  return groups
    .filter((group) => !group.hide && !(group.name === pointsMenuGroup && options.pointAuth === false))
    .map((group) => ({
      key: group.name,
      title: group.title,
      icon: group.icon,
      links: (group.children ?? [])
        .filter((route) => !route.hide && route.path)
        .map((route) => ({ name: route.name, title: route.title, path: route.path as string })),
    }))
    .filter((section) => section.links.length > 0);
}

/** The menu entry a screen highlights: itself, or for a hidden screen its nearest menu ancestor. */
export function menuRouteOf(route: RouteEntry | undefined): RouteEntry | undefined {
  let current = route;
  for (let depth = 0; current && !current.menu && current.parent && depth < 10; depth += 1) {
    current = findRouteByName(current.parent);
  }
  return current?.menu ? current : undefined;
}

export interface Crumb {
  title: string;
  path?: string;
}

/** Area › group › parent screens › this screen. */
export function breadcrumbFor(route: RouteEntry): Crumb[] {
  const chain: RouteEntry[] = [];
  for (let current: RouteEntry | undefined = route; current && chain.length < 10; current = current.parent ? findRouteByName(current.parent) : undefined) {
    chain.unshift(current);
  }
  const group = menuGroups.find((g) => g.key === chain[0]?.menu);
  // A menu group named like its area (社区 › 社区) would only repeat the crumb before it.
  const groupCrumb = group && group.title !== areaTitle[route.area] ? [{ title: group.title }] : [];
  return [
    { title: areaTitle[route.area], path: areaHome[route.area] },
    ...groupCrumb,
    ...chain.map((entry, index) => ({ title: entry.title, path: index < chain.length - 1 && !entry.path.includes(':') ? entry.path : undefined })),
  ];
}

export interface AreaLink {
  area: Area;
  title: string;
  path: string;
}

/** The areas the permission tree grants, in tree order, as links to each area's home. */
export function areaLinksFor(tree: AuthNode[]): AreaLink[] {
  return tree
    .filter((node) => !node.hide && node.name in areaHome && node.name !== 'public')
    .map((node) => {
      const area = node.name as Area;
      return { area, title: areaTitle[area], path: areaHome[area] };
    });
}
