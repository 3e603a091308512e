import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Schema } from '../../../shared/contract-schemas';
import { findRouteByName } from '../../../shared/route-catalog';
import type { Db } from '../../db/client';
import { resources } from '../../db/schema';
import type { SessionKind } from '../../auth/session-store';
import { screenTree } from '../../auth/screen-grants';

type AuthNode = Schema<'AuthNode'>;

export type ResourceScope = 'school' | 'admin';

/** The kind of session whose screens a scope's pages name. */
export const scopeKind: Record<ResourceScope, SessionKind> = { school: 'staff', admin: 'admin' };

/** Arbitrary constant for the advisory lock that keeps two processes from filling a tree twice. */
const fillLockKey = 730_611;

/**
 * Fills an empty scope from the screen catalogue (areas and menu groups become `group`
 * entries, screens `page` entries), so the tree starts as the catalogue's and is then
 * administered. A scope that has entries is never touched.
 */
export async function ensureResourceTree(db: Db, scope: ResourceScope): Promise<void> {
  const filled = async (tx: Pick<Db, 'select'>) => Number((await tx.select({ n: count() }).from(resources).where(eq(resources.scope, scope)))[0].n) > 0;
  if (await filled(db)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${fillLockKey})`);
    if (await filled(tx)) return;
    const insert = async (nodes: readonly AuthNode[], parentId: number | null, depth: number) => {
      for (const [index, node] of nodes.entries()) {
        const page = depth === 2;
        const [row] = await tx
          .insert(resources)
          .values({ scope, parentId, kind: page ? 'page' : 'group', title: node.title, code: depth === 0 ? `area:${node.name}` : node.name, routeName: page ? node.name : null, sort: index * 10 })
          .returning({ id: resources.id });
        if (node.children) await insert(node.children, row.id, depth + 1);
      }
    };
    await insert(screenTree(scopeKind[scope]), null, 0);
  });
}

/** The scope's tree in the permission-tree shape: a page's (and button's) name is its route name. */
export async function resourceTree(db: Db, scope: ResourceScope): Promise<AuthNode[]> {
  await ensureResourceTree(db, scope);
  const rows = await db.select().from(resources).where(and(eq(resources.scope, scope))).orderBy(asc(resources.sort), asc(resources.id));
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const key = row.parentId ?? null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const build = (parentId: number | null, seen: Set<number>): AuthNode[] =>
    (children.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => {
        const route = row.routeName ? findRouteByName(row.routeName) : undefined;
        const below = build(row.id, new Set([...seen, row.id]));
        return {
          name: row.kind === 'page' ? (row.routeName ?? row.code) : row.code,
          title: row.title,
          ...(route && row.kind === 'page' ? { path: route.path } : {}),
          hide: row.kind === 'button' || Boolean(route && !route.menu),
          ...(below.length ? { children: below } : {}),
        };
      });
  return build(null, new Set());
}
