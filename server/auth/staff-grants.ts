import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { boundedCache } from '../lib/bounded-cache';
import { packageResources, roleResources } from '../db/schema';
import { staffAllowedRoutes } from './allowed-routes';

/** What the session lookup reads of a staff member's grant: who they are and which versions of their package and roles. */
export interface StaffGrantKeys {
  isPrincipal: boolean | null;
  /** Null: the school has no package (no bound); '': its package is not in force; else `id.version`. */
  packageKey: string | null;
  /** Null for principals (every staff screen); else the member's roles as `id.version`, comma-separated. */
  rolesKey: string | null;
}

const idOf = (versioned: string) => Number(versioned.slice(0, versioned.indexOf('.')));

/**
 * The screens staff may open, kept per process and keyed by the versions the session lookup
 * reads on every call: a package's or role's row version changes whenever its screens are saved
 * (screen-grants.ts touches the owner row in the same transaction), and a change of a member's
 * roles changes the role list itself, so every process sees a change at its very next call and
 * nothing needs invalidating. A school's package holds hundreds of screens: reading and
 * intersecting them on every call cost more than the rest of the session lookup.
 * The sets are shared between callers: they must not change them.
 */
function createStaffGrants(db: Db) {
  const packages = boundedCache<ReadonlySet<string>>();
  const roles = boundedCache<readonly string[]>();
  const grants = boundedCache<ReadonlySet<string>>();

  async function packageRoutes(key: string | null): Promise<ReadonlySet<string> | null> {
    if (key === null) return null;
    if (key === '') return new Set();
    const known = packages.get(key);
    if (known) return known;
    const rows = await db.select({ routeName: packageResources.routeName }).from(packageResources).where(eq(packageResources.packageId, idOf(key)));
    return packages.set(key, new Set(rows.map((r) => r.routeName)));
  }

  async function roleRoutes(rolesKey: string | null): Promise<string[]> {
    if (!rolesKey) return [];
    // Settings screens granted on top of the roles (管理员授权设置) follow a '|', by name.
    const [key, granted = ''] = rolesKey.split('|');
    const extra = granted ? granted.split('+') : [];
    if (!key) return extra;
    const versions = key.split(',');
    const found = new Map(versions.flatMap((v) => (roles.has(v) ? [[v, roles.get(v)!] as const] : [])));
    const missing = versions.filter((v) => !found.has(v));
    if (missing.length) {
      const rows = await db
        .select({ roleId: roleResources.roleId, routeName: roleResources.routeName })
        .from(roleResources)
        .where(inArray(roleResources.roleId, missing.map(idOf)));
      for (const v of missing) found.set(v, roles.set(v, rows.filter((r) => r.roleId === idOf(v)).map((r) => r.routeName)));
    }
    return [...versions.flatMap((v) => found.get(v)!), ...extra];
  }

  return {
    async allowed(row: StaffGrantKeys): Promise<ReadonlySet<string>> {
      const key = `${row.isPrincipal ? 1 : 0}|${row.rolesKey}|${row.packageKey}`;
      const known = grants.get(key);
      if (known) return known;
      const isPrincipal = row.isPrincipal === true;
      const [bound, granted] = await Promise.all([packageRoutes(row.packageKey), isPrincipal ? [] : roleRoutes(row.rolesKey)]);
      return grants.set(key, staffAllowedRoutes(isPrincipal, granted, bound));
    },
  };
}

const byDatabase = new WeakMap<Db, ReturnType<typeof createStaffGrants>>();

/** The screens a staff member whose grant versions are `row` may open (see createStaffGrants). */
export function staffAllowed(db: Db, row: StaffGrantKeys): Promise<ReadonlySet<string>> {
  let grants = byDatabase.get(db);
  if (!grants) {
    grants = createStaffGrants(db);
    byDatabase.set(db, grants);
  }
  return grants.allowed(row);
}
