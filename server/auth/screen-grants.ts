import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Schema } from '../../shared/contract-schemas';
import { ErrorCodes } from '../../shared/error-codes';
import type { Db } from '../db/client';
import { ApiFailure } from '../lib/api-failure';
import type { CrudActor, SessionKind } from './actors';
import { areasByKind, routesForKind } from './allowed-routes';
import { buildAuthTree } from './auth-tree';
import { requireHeldScreens } from './account-rank';

type AuthNode = Schema<'AuthNode'>;

/** Every screen of a kind of session as a tree (areas → menu groups → screens). */
export function screenTree(kind: SessionKind) {
  return buildAuthTree({ allowed: routesForKind(kind), areas: areasByKind[kind], pointAuth: true });
}

/** The distinct route names of a grant, refused whole if one is not a screen of that kind of session. */
export function screensOf(kind: SessionKind, resources: readonly string[]): string[] {
  const screens = routesForKind(kind);
  const wanted = [...new Set(resources)];
  const unknown = wanted.find((name) => !screens.has(name));
  if (unknown) throw new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：权限（resources）中没有页面 ${unknown}`);
  return wanted;
}

/** What a grant operation reads from its call: the database and the request body. */
interface GrantContext {
  db: Db;
  body: Record<string, unknown>;
  /** Who grants: nobody adds a screen to a role of their own side that they do not hold. */
  actor?: CrudActor;
}

/**
 * Where an owner's screens are stored: one row per screen, holding the owner's id (a school
 * role, a package, a back-office role) and the route name. `kind` is whose screens they are.
 */
export interface ScreenGrantTable<T extends PgTable> {
  kind: SessionKind;
  table: T;
  owner: PgColumn;
  /** The owner's own row (its table's id column): touched whenever its screens are saved. */
  ownerId: PgColumn;
  routeName: PgColumn;
  row(ownerId: number, routeName: string): T['$inferInsert'];
}

/**
 * The two calls every screen grant has: queryResourceTree (the tree to pick from, and the
 * screens the owner named by `id` holds) and saveResources (replace them, refused whole when one
 * is not a screen of that kind). `exists` refuses an owner the caller may not see; `tree` is the
 * tree offered for picking.
 */
export function screenGrantCalls<T extends PgTable, C extends GrantContext>(
  grant: ScreenGrantTable<T>,
  options: { tree(context: C): Promise<AuthNode[]> | AuthNode[]; exists(context: C, ownerId: number): Promise<unknown> },
) {
  return {
    async queryResourceTree(context: C) {
      const tree = await options.tree(context);
      const id = context.body.id as number | undefined;
      if (id === undefined) return { tree, checked: [] };
      await options.exists(context, id);
      const rows = await context.db.select({ routeName: grant.routeName }).from(grant.table as PgTable).where(eq(grant.owner, id));
      const screens = routesForKind(grant.kind);
      return { tree, checked: rows.map((r) => r.routeName as string).filter((name) => screens.has(name)) };
    },

    async saveResources(context: C) {
      const id = context.body.id as number;
      await options.exists(context, id);
      const wanted = screensOf(grant.kind, context.body.resources as string[]);
      if (context.actor) {
        // Screens the owner already grants may stay: only a screen being added must be the granter's own.
        const held = new Set((await context.db.select({ routeName: grant.routeName }).from(grant.table as PgTable).where(eq(grant.owner, id))).map((r) => r.routeName as string));
        await requireHeldScreens(context.db, context.actor, grant.kind, wanted.filter((name) => !held.has(name)));
      }
      await context.db.transaction(async (tx) => {
        await tx.delete(grant.table).where(eq(grant.owner, id));
        if (wanted.length) await tx.insert(grant.table).values(wanted.map((routeName) => grant.row(id, routeName)));
        // A new version of the owner's row: servers keep staff screens per package and role version (staff-grants.ts).
        await tx.execute(sql`update ${grant.ownerId.table} set ${sql.identifier(grant.ownerId.name)} = ${grant.ownerId} where ${grant.ownerId} = ${id}`);
      });
      return null;
    },
  };
}
