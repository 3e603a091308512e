import type { Schema } from '../../shared/contract-schemas';
import { routeCatalog } from '../../shared/route-catalog';
import { boundedCache } from '../lib/bounded-cache';
import type { SessionKind } from './actors';
import { areasByKind } from './allowed-routes';
import { buildAuthTree, flattenPermissions } from './auth-tree';

type AuthNode = Schema<'AuthNode'>;
type PermissionEntry = Schema<'PermissionEntry'>;

/** A user's menus: the permission tree and its flat list, as freshData and sign-in answer them. */
export interface PermissionTree {
  authTree: AuthNode[];
  permisionList: PermissionEntry[];
}

/**
 * The trees built so far, one per distinct grant. The key is the grant itself (kind, star-coin
 * menu switch, and which catalogue screens are allowed), which the session lookup reads from the
 * database on every call: a change of roles, role screens, package, package period or back-office
 * roles gives another key on the very next call in every server process, so nothing has to be
 * invalidated. Building a tree walks the whole catalogue; a key is one pass over it.
 * Trees are shared between answers: callers must not change them.
 */
export function createPermissionTrees() {
  const trees = boundedCache<PermissionTree>();
  return {
    treeOf(kind: SessionKind, allowed: ReadonlySet<string>, pointAuth: boolean): PermissionTree {
      let key = `${kind}:${pointAuth ? 1 : 0}:`;
      for (const route of routeCatalog) key += allowed.has(route.name) ? '1' : '0';
      let tree = trees.get(key);
      if (!tree) {
        const authTree = buildAuthTree({ allowed, areas: areasByKind[kind], pointAuth });
        tree = trees.set(key, { authTree, permisionList: flattenPermissions(authTree) });
      }
      return tree;
    },
  };
}

export type PermissionTrees = ReturnType<typeof createPermissionTrees>;
