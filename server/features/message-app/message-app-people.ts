import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { messageOutbox, schoolMessageApps, schools, staff, students, wechatBindings } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { studentInScope } from '../finance/finance-scope';
import { issueBindToken, type PersonKind } from './bind-tokens';
import type { AppCredentials, MessageAppProvider } from './message-app-provider';
import { fillTemplate } from './message-kinds';
import { templateFor } from './message-outbox';

const refuse = (message: string) => new ApiFailure(ErrorCodes.ActionFailure, message);

/** An openid shown to staff: enough to tell two followers apart, not to message them. */
const maskOpenid = (openid: string) => (openid.length > 8 ? `${openid.slice(0, 4)}…${openid.slice(-4)}` : '…');

async function credentialsOf(db: Db, schoolId: number): Promise<AppCredentials | null> {
  const [app] = await db.select({ appId: schoolMessageApps.appId, appSecret: schoolMessageApps.appSecret }).from(schoolMessageApps).where(eq(schoolMessageApps.schoolId, schoolId)).limit(1);
  return app?.appId && app.appSecret ? { appId: app.appId, appSecret: app.appSecret } : null;
}

/** The person a QR code binds: the signed-in staff member, or the guardians of a student in the staff's scope. */
async function personFor(db: Db, actor: StaffActor, personKind: PersonKind, studentId?: number): Promise<{ personId: number; personName: string }> {
  if (personKind === 'staff') {
    const [me] = await db.select({ name: staff.realName }).from(staff).where(and(eq(staff.id, actor.staffId), eq(staff.schoolId, actor.schoolId)));
    return { personId: actor.staffId, personName: me?.name ?? '' };
  }
  if (!studentId) throw new ApiFailure(ErrorCodes.InvalidParameter, '请选择学员');
  await studentInScope(db, actor, studentId);
  const [student] = await db.select({ name: students.realName }).from(students).where(eq(students.id, studentId));
  return { personId: studentId, personName: `${student.name}的家长` };
}

/** A fresh binding QR code (single-use, 30 minutes) through the server's provider. */
export async function bindQrFor(db: Db, provider: MessageAppProvider, actor: StaffActor, personKind: PersonKind, studentId?: number) {
  const person = await personFor(db, actor, personKind, studentId);
  const credentials = await credentialsOf(db, actor.schoolId);
  if (provider.name === 'wechat' && !credentials) throw refuse('请先保存服务号的AppID和AppSecret');
  const { scene, expiresAt } = await issueBindToken(db, actor.schoolId, personKind, person.personId);
  try {
    const qr = await provider.bindQr(credentials, scene, Math.round((expiresAt.getTime() - Date.now()) / 1000));
    return { content: qr.content, expiresAt: expiresAt.toISOString(), personName: person.personName, provider: provider.name, personId: person.personId };
  } catch (error) {
    throw refuse((error as Error).message);
  }
}

/**
 * The school's bindings (optionally of one kind or one student), newest first, with the person's name.
 * One student's guardians (学员详情's 微信绑定) only for a student in the staff member's scope.
 */
export async function listBindings(db: Db, actor: StaffActor, filter: { personKind?: PersonKind; studentId?: number }) {
  if (filter.studentId) await studentInScope(db, actor, filter.studentId);
  const where: SQL[] = [eq(wechatBindings.schoolId, actor.schoolId)];
  if (filter.personKind) where.push(eq(wechatBindings.personKind, filter.personKind));
  if (filter.studentId) where.push(eq(wechatBindings.personKind, 'guardian'), eq(wechatBindings.personId, filter.studentId));
  const rows = await db.select().from(wechatBindings).where(and(...where)).orderBy(desc(wechatBindings.id)).limit(500);
  const idsOf = (kind: PersonKind) => [...new Set(rows.filter((r) => r.personKind === kind).map((r) => r.personId))];
  const staffIds = idsOf('staff');
  const studentIds = idsOf('guardian');
  const staffNames = new Map(staffIds.length ? (await db.select({ id: staff.id, name: staff.realName }).from(staff).where(and(inArray(staff.id, staffIds), eq(staff.schoolId, actor.schoolId)))).map((s) => [s.id, s.name]) : []);
  const studentNames = new Map(studentIds.length ? (await db.select({ id: students.id, name: students.realName }).from(students).where(and(inArray(students.id, studentIds), eq(students.schoolId, actor.schoolId)))).map((s) => [s.id, `${s.name}的家长`]) : []);
  return rows.map((r) => ({
    id: r.id,
    personKind: r.personKind,
    personId: r.personId,
    personName: (r.personKind === 'staff' ? staffNames.get(r.personId) : studentNames.get(r.personId)) ?? '（已删除）',
    openid: maskOpenid(r.openid),
    boundAt: r.boundAt.toISOString(),
  }));
}

/** Removes one of the school's bindings; another school's id is not found. */
export async function unbind(db: Db, actor: StaffActor, id: number) {
  const [gone] = await db.delete(wechatBindings).where(and(eq(wechatBindings.id, id), eq(wechatBindings.schoolId, actor.schoolId))).returning();
  if (!gone) throw new ApiFailure(ErrorCodes.NotFound, '绑定记录不存在');
  return gone;
}

/** A test message to each of the signed-in staff member's own bindings. */
export async function queueTestMessage(db: Db, actor: StaffActor): Promise<number> {
  const mine = await db.select().from(wechatBindings).where(and(eq(wechatBindings.schoolId, actor.schoolId), eq(wechatBindings.personKind, 'staff'), eq(wechatBindings.personId, actor.staffId)));
  if (mine.length === 0) throw refuse('您尚未绑定服务号，请先用微信扫描“我的绑定二维码”');
  const [me] = await db.select({ name: staff.realName }).from(staff).where(eq(staff.id, actor.staffId));
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, actor.schoolId));
  const fields = { school: school?.name ?? '', staff: me?.name ?? '', time: new Date().toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' }) };
  const template = await templateFor(db, 'test');
  await db.insert(messageOutbox).values(mine.map((b) => ({ schoolId: actor.schoolId, kind: 'test' as const, bindingId: b.id, openid: b.openid, personName: me?.name ?? null, templateCode: template.code, title: fillTemplate(template.content, fields), fields })));
  return mine.length;
}

/** The school's latest messages, newest first. */
export async function listOutbox(db: Db, actor: StaffActor, filter: { state?: number; limit?: number }) {
  const where: SQL[] = [eq(messageOutbox.schoolId, actor.schoolId)];
  if (filter.state) where.push(eq(messageOutbox.state, filter.state));
  const rows = await db.select().from(messageOutbox).where(and(...where)).orderBy(desc(messageOutbox.id)).limit(filter.limit ?? 50);
  return rows.map((r) => ({ id: r.id, kind: r.kind, personName: r.personName, title: r.title, state: r.state as 1 | 2 | 3, tries: r.tries, failure: r.failure, provider: r.provider, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null }));
}
