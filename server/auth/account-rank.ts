import { eq, inArray } from 'drizzle-orm';
import { ErrorCodes } from '../../shared/error-codes';
import type { Db } from '../db/client';
import { adminRoleResources, adminUsers, roleResources, schools, staff } from '../db/schema';
import { ApiFailure } from '../lib/api-failure';
import type { CrudActor, SessionKind } from './actors';
import { adminAllowedRoutes } from './admin-allowed-routes';
import { routesForKind } from './allowed-routes';
import { staffActorFields } from './staff-actor-row';
import { staffAllowed } from './staff-grants';

/**
 * Who may change whom. Changing another account (its password, roles, state, blockade, phone,
 * identity, deleting it) hands its rights to whoever makes the change, so the actor must
 * outrank the target: only the platform administrator and the principal themself change a
 * principal, other staff change only colleagues holding no screen they lack themselves, a
 * back-office administrator changes only administrators holding no screen they lack and never
 * a super administrator; and nobody grants a role or screen they do not hold themself.
 */
export const rankMessages = {
  principal: '无权限修改校长账号：只有平台管理员和校长本人可以修改',
  outranked: '无权限修改该账号：对方拥有您没有的权限',
  superAdmin: '无权限修改超级管理员账号',
  grant: '无权限授予自己没有的权限',
} as const;

const refuse = (message: string) => new ApiFailure(ErrorCodes.AuthFailure, message);

const holdsAll = (actor: CrudActor, screens: Iterable<string>) => [...screens].every((name) => actor.allowed.has(name));

/** Refuses the call unless the actor outranks every account named (ids the actor cannot see are left to the call's own scope check). */
export async function requireOutrank(db: Db, actor: CrudActor, kind: SessionKind, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  // Staff and administrators outrank students; the tenant scope keeps staff to their own school.
  if (kind === 'student') return;
  if (kind === 'staff') return requireOutrankStaff(db, actor, ids);
  return requireOutrankAdmins(db, actor, ids);
}

async function requireOutrankStaff(db: Db, actor: CrudActor, ids: readonly number[]): Promise<void> {
  if (actor.kind === 'admin') return;
  const rows = await db
    .select({ id: staff.id, ...staffActorFields })
    .from(staff)
    .innerJoin(schools, eq(schools.id, staff.schoolId))
    .where(inArray(staff.id, [...ids]));
  for (const row of rows) {
    if (row.id === actor.staffId || row.schoolId !== actor.schoolId) continue;
    if (row.isPrincipal) throw refuse(rankMessages.principal);
    if (actor.isPrincipal) continue;
    if (!holdsAll(actor, await staffAllowed(db, row))) throw refuse(rankMessages.outranked);
  }
}

async function requireOutrankAdmins(db: Db, actor: CrudActor, ids: readonly number[]): Promise<void> {
  if (actor.kind !== 'admin') throw refuse(rankMessages.outranked);
  if (actor.superAdmin) return;
  const rows = await db.select({ id: adminUsers.id, superAdmin: adminUsers.superAdmin }).from(adminUsers).where(inArray(adminUsers.id, [...ids]));
  for (const row of rows) {
    if (row.id === actor.adminId) continue;
    if (row.superAdmin) throw refuse(rankMessages.superAdmin);
    if (!holdsAll(actor, await adminAllowedRoutes(db, row))) throw refuse(rankMessages.outranked);
  }
}

/**
 * Refuses granting screens of `kind` the actor does not hold. Only screens that would take
 * effect count: for staff, those within the school's package (what its principal holds).
 * Principals and super administrators hold every screen of their side.
 */
export async function requireHeldScreens(db: Db, actor: CrudActor, kind: SessionKind, screens: readonly string[]): Promise<void> {
  if (actor.kind !== kind || (actor.kind === 'staff' && actor.isPrincipal) || (actor.kind === 'admin' && actor.superAdmin)) return;
  const effective = actor.kind === 'staff' ? await principalScreens(db, actor.staffId) : routesForKind(kind);
  if (!holdsAll(actor, screens.filter((name) => effective.has(name)))) throw refuse(rankMessages.grant);
}

/** Refuses assigning roles (school roles for staff, back-office roles for administrators) granting a screen the actor does not hold. */
export async function requireHeldRoles(db: Db, actor: CrudActor, kind: 'staff' | 'admin', roleIds: readonly number[]): Promise<void> {
  if (!roleIds.length) return;
  const table = kind === 'staff' ? roleResources : adminRoleResources;
  const rows = await db.select({ routeName: table.routeName }).from(table).where(inArray(table.roleId, [...roleIds]));
  await requireHeldScreens(db, actor, kind, rows.map((r) => r.routeName));
}

/** Every screen the principal of a staff member's school holds: the screens a grant there can take effect on. */
async function principalScreens(db: Db, staffId: number): Promise<ReadonlySet<string>> {
  const [row] = await db.select(staffActorFields).from(staff).innerJoin(schools, eq(schools.id, staff.schoolId)).where(eq(staff.id, staffId));
  if (!row) return new Set();
  return staffAllowed(db, { isPrincipal: true, packageKey: row.packageKey, rolesKey: null });
}
