import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback, schools, staff, students } from '../../db/schema';

type FeedbackRow = typeof feedback.$inferSelect;
export interface Sender {
  userName: string;
  schoolName: string | null;
}

const senderKey = (kind: string, id: number) => `${kind}:${id}`;

/** Who sent each feedback item (real name and user name, and school), for the back-office inbox. */
export async function sendersOf(db: Db, rows: FeedbackRow[]): Promise<Map<string, Sender>> {
  const idsOf = (kind: FeedbackRow['kind']) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => r.accountId))];
  const staffIds = idsOf('staff');
  const studentIds = idsOf('student');
  const people = [
    ...(staffIds.length ? (await db.select({ id: staff.id, userName: staff.userName, realName: staff.realName }).from(staff).where(inArray(staff.id, staffIds))).map((p) => ({ ...p, kind: 'staff' })) : []),
    ...(studentIds.length ? (await db.select({ id: students.id, userName: students.userName, realName: students.realName }).from(students).where(inArray(students.id, studentIds))).map((p) => ({ ...p, kind: 'student' })) : []),
  ];
  const schoolIds = [...new Set(rows.map((r) => r.schoolId).filter((id): id is number => id !== null))];
  const schoolNames = new Map(schoolIds.length ? (await db.select({ id: schools.id, name: schools.name }).from(schools).where(inArray(schools.id, schoolIds))).map((s) => [s.id, s.name]) : []);
  const names = new Map(people.map((p) => [senderKey(p.kind, p.id), `${p.realName}（${p.userName}）`]));
  return new Map(
    rows.map((r) => [senderKey(r.kind, r.accountId), { userName: names.get(senderKey(r.kind, r.accountId)) ?? '', schoolName: r.schoolId === null ? null : (schoolNames.get(r.schoolId) ?? null) }]),
  );
}

export const senderOf = (senders: Map<string, Sender>, row: FeedbackRow): Sender => senders.get(senderKey(row.kind, row.accountId)) ?? { userName: '', schoolName: null };
