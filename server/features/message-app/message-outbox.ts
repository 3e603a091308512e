import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageOutbox, messageTemplates, schoolMessageApps, students, wechatBindings } from '../../db/schema';
import { defaultTemplateContent, fillTemplate, notifySwitchOf, type MessageKind } from './message-kinds';

/** One student's message; it goes to every guardian bound to the student. */
export interface GuardianMessage {
  studentId: number;
  studentName: string;
  fields: Record<string, string>;
}

/** The platform's wording of a kind of message (its scope-2 WeChat template when on), else the built-in one. */
export async function templateFor(db: Db, kind: MessageKind): Promise<{ code: string; content: string }> {
  const [template] = await db
    .select({ content: messageTemplates.content })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.scope, 2), eq(messageTemplates.channel, 'wechat'), eq(messageTemplates.state, 1), eq(messageTemplates.code, kind)))
    .limit(1);
  return { code: kind, content: template?.content ?? defaultTemplateContent[kind] };
}

/**
 * Writes the outbox rows of a business event inside its transaction (they commit or roll back with
 * it), one per bound guardian, in one insert; nothing when the school's messages are off or this
 * kind's switch is. The dispatcher sends them after commit. Returns how many rows were written.
 */
export async function enqueueGuardianMessages(
  db: Db,
  schoolId: number,
  kind: Exclude<MessageKind, 'test'>,
  studentIds: number[],
  /** Reads what the messages say, only when some of these students' guardians are bound (their names given). */
  build: (boundStudents: Map<number, string>) => Promise<GuardianMessage[]>,
): Promise<number> {
  if (studentIds.length === 0) return 0;
  // A school without messages pays one indexed read per business event.
  const [app] = await db.select().from(schoolMessageApps).where(eq(schoolMessageApps.schoolId, schoolId)).limit(1);
  if (!app?.enabled || !app[notifySwitchOf[kind]]) return 0;
  const bindings = await db
    .select({ id: wechatBindings.id, personId: wechatBindings.personId, openid: wechatBindings.openid, name: students.realName })
    .from(wechatBindings)
    .innerJoin(students, and(eq(students.id, wechatBindings.personId), eq(students.schoolId, schoolId)))
    .where(and(eq(wechatBindings.schoolId, schoolId), eq(wechatBindings.personKind, 'guardian'), inArray(wechatBindings.personId, [...new Set(studentIds)])));
  if (bindings.length === 0) return 0;
  const messages = await build(new Map(bindings.map((b) => [b.personId, b.name])));
  const template = await templateFor(db, kind);
  const rows = messages.flatMap((message) =>
    bindings
      .filter((b) => b.personId === message.studentId)
      .map((b) => {
        const fields = { student: message.studentName, ...message.fields };
        return { schoolId, kind, bindingId: b.id, openid: b.openid, personName: `${message.studentName}的家长`, templateCode: template.code, title: fillTemplate(template.content, fields), fields };
      }),
  );
  if (rows.length) await db.insert(messageOutbox).values(rows);
  return rows.length;
}
