import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers, platformSettingChanges, platformSettings } from '../../db/schema';
import { demoAccounts } from '../../seed/demo-data';

/** The one row of platform_settings. */
const settingsId = 1;

/** The README's four accounts as the home page offers them, in the order a visitor meets them. */
export const demoSignIns = [
  { role: 'admin', label: '平台管理员', kind: 'admin', ...demoAccounts.admin },
  { role: 'principal', label: '校长', kind: 'staff', ...demoAccounts.principal },
  { role: 'teacher', label: '教师', kind: 'staff', ...demoAccounts.teacher },
  { role: 'student', label: '学生', kind: 'student', ...demoAccounts.student },
] as const;

/** The stored switch; a database without the row (one that existed before demo mode) is not a demo. */
export async function storedDemoMode(db: Db): Promise<boolean> {
  const [row] = await db.select({ demoMode: platformSettings.demoMode }).from(platformSettings).where(eq(platformSettings.id, settingsId));
  return row?.demoMode ?? false;
}

/** Stores the switch and, in the same transaction, who turned it which way and from where. */
export async function switchDemoMode(db: Db, on: boolean, by: { adminId: number; ip: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(platformSettings).values({ id: settingsId, demoMode: on }).onConflictDoUpdate({ target: platformSettings.id, set: { demoMode: on, updatedAt: sql`now()` } });
    await tx.insert(platformSettingChanges).values({
      setting: 'demoMode',
      value: on ? 'on' : 'off',
      adminId: by.adminId,
      adminName: sql`coalesce((select coalesce(nullif(${adminUsers.realName}, ''), ${adminUsers.userName}) from ${adminUsers} where ${adminUsers.id} = ${by.adminId}), '')`,
      ip: by.ip.slice(0, 64),
    });
  });
}

/** The latest switches of demo mode, newest first. */
export async function demoModeChanges(db: Db, limit = 10) {
  const rows = await db
    .select()
    .from(platformSettingChanges)
    .where(eq(platformSettingChanges.setting, 'demoMode'))
    .orderBy(desc(platformSettingChanges.id))
    .limit(limit);
  return rows.map((r) => ({ on: r.value === 'on', adminName: r.adminName, ip: r.ip, createdAt: r.createdAt.toISOString() }));
}
