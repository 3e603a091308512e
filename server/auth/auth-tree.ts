import type { Schema } from '../../shared/contract-schemas';
import { areaHome, areaTitle, menuGroups, routeCatalog, type Area, type RouteEntry } from '../../shared/route-catalog';

type AuthNode = Schema<'AuthNode'>;
type PermissionEntry = Schema<'PermissionEntry'>;

/** The group whose entries become hidden when the school has no points authorisation (section 3). */
export const pointsRouteRoot = '/school-home-page/starCoinManagement';

export interface TreeOptions {
  /** Route names the user may open. */
  allowed: ReadonlySet<string>;
  /** Areas in the order they appear. */
  areas: readonly Area[];
  /** False hides the star-coin menu (schoolInfo.pointAuth). */
  pointAuth: boolean;
}

function isHidden(entry: RouteEntry, pointAuth: boolean): boolean {
  return !entry.menu || (!pointAuth && entry.path.startsWith(pointsRouteRoot));
}

function groupOf(entry: RouteEntry, byName: Map<string, RouteEntry>): string | undefined {
  let current: RouteEntry | undefined = entry;
  // Hidden screens sit in the group of the menu screen they belong to.
  for (let depth = 0; current && !current.menu && depth < 5; depth += 1) current = current.parent ? byName.get(current.parent) : undefined;
  return current?.menu;
}

/**
 * Builds the permission tree: areas → menu groups → routes, from the route catalogue,
 * keeping only what `allowed` grants. Hidden screens are kept (hide: true) so the flat
 * permission list contains them.
 */
export function buildAuthTree({ allowed, areas, pointAuth }: TreeOptions): AuthNode[] {
  const byName = new Map(routeCatalog.map((r) => [r.name, r]));
  const tree: AuthNode[] = [];
  for (const area of areas) {
    const groups = menuGroups.filter((g) => g.area === area).sort((a, b) => a.order - b.order);
    // A hidden screen with no menu ancestor lands in the area's first group.
    const groupKey = (r: RouteEntry) => groupOf(r, byName) ?? groups[0]?.key;
    const children: AuthNode[] = [];
    for (const group of groups) {
      const routes = routeCatalog
        .filter((r) => r.area === area && !r.redirect && allowed.has(r.name) && groupKey(r) === group.key)
        .map((r): AuthNode => ({ name: r.name, title: r.title, path: r.path, hide: isHidden(r, pointAuth) }));
      if (routes.length === 0) continue;
      const visible = routes.some((r) => !r.hide);
      children.push({ name: group.key, title: group.title, icon: group.icon, hide: !visible, children: routes });
    }
    if (children.length === 0) continue;
    tree.push({ name: area, title: areaTitle[area], path: areaHome[area], hide: false, children });
  }
  return tree;
}

/** The flat permission list of section 3: every route of the tree with its hide flag. */
export function flattenPermissions(tree: readonly AuthNode[]): PermissionEntry[] {
  const out: PermissionEntry[] = [];
  const walk = (nodes: readonly AuthNode[], depth: number) => {
    for (const node of nodes) {
      if (depth === 2) out.push({ name: node.name, hide: node.hide });
      if (node.children) walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}
