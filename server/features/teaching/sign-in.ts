import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { shareOf } from '../../../shared/finance/money-rules';
import type { StaffActor } from '../../auth/session-actor';
import { entityRuntimes } from '../../crud/entity-runtime';
import { tenantScope } from '../../crud/tenant-scope';
import type { Db } from '../../db/client';
import { classes, hourBalances, hourEntries, saleCourses, signRecords, students, teachPlans } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { HourKind, lockHourBalance, moveHours, moveHoursMany } from '../finance/ledgers';
import { awardCoins, awardCoinsManyIn, type CoinEvent } from '../star-coin/award-coins';
import { refuse } from './plan-rules';

/** 考勤: 出勤, 迟到 and 补课 take the lesson's hours; 请假 and 缺勤 take none. */
export const SignStatus = { present: 1, late: 2, leave: 3, absent: 4, makeUp: 5 } as const;
export const consumes = (status: number) => status === SignStatus.present || status === SignStatus.late || status === SignStatus.makeUp;

/**
 * signGrant: a student who came to the lesson (present, late, make-up) gets the campus rule's
 * sign-in coins, once per sign record: a correction from absent to present pays then, and a
 * correction back and forth never pays twice.
 */
const signCoinEvent = (schoolId: number, studentId: number, signRecordId: number, reason: string): CoinEvent => ({ schoolId, studentId, source: 'sign', key: `${signRecordId}`, reason, rule: 'signCoins' });
function awardSignCoins(db: Db, schoolId: number, studentId: number, signRecordId: number, reason: string) {
  return awardCoins(db, signCoinEvent(schoolId, studentId, signRecordId, reason));
}

export interface PlanSignInput {
  planId: number;
  records: Array<{ studentId: number; status: number; rating?: number; comment?: string }>;
}

const runtime = (name: string) => entityRuntimes().get(name)!;

interface Consumption {
  schoolId: number;
  campusId: number;
  studentId: number;
  studentName: string;
  courseId: number;
  courseName: string;
  signRecordId: number;
  hours: number;
  reason: string;
}

/**
 * One sign-in's hours out of the student's course account (a correction's re-application), by
 * the same rule as a class's sign-in below: the effective unit price, arrears left in place,
 * refused when the hours are not there or were never paid for.
 */
async function consume(db: Db, c: Consumption): Promise<void> {
  const account = await lockHourBalance(db, c.studentId, c.courseId);
  const left = account?.hours ?? 0;
  if (!account || left < c.hours) throw refuse(`学员“${c.studentName}”的课程“${c.courseName}”剩余课时不足（剩余${left}课时，本节需${c.hours}课时）`);
  const value = shareOf(account.value, c.hours, account.hours);
  if (account.owed > account.value - value) throw refuse(`学员“${c.studentName}”的课程“${c.courseName}”已缴费课时已用完，请先补费`);
  await moveHours(db, { schoolId: c.schoolId, campusId: c.campusId, studentId: c.studentId, courseId: c.courseId, receiptId: null, signRecordId: c.signRecordId, kind: HourKind.consumed, hours: -c.hours, value: -value, owed: 0, reason: c.reason });
}

/**
 * 签到: one record per student of the lesson; present, late and make-up consume the lesson's
 * hours through the hour ledger. A student already signed for the lesson, named twice, of
 * another campus, or (except for a make-up) of another class is refused and nothing is written.
 * The work is set-based (`signPlans` with one lesson): a class of 30 costs about ten statements.
 */
export async function signPlan(db: Db, actor: StaffActor, input: PlanSignInput) {
  const [result] = await signPlans(db, actor, [input]);
  return result;
}

/**
 * Several lessons' sign-ins at once (a term of lessons laid in by the demo school), by the rules of
 * `signPlan` and in the same number of statements as one lesson: the lessons locked in one
 * statement, the students' course accounts in one (in student order), the records written in one,
 * the hours moved by `moveHoursMany` and the coins paid by `awardCoinsMany`. Each consumption takes
 * the hours at the account's effective unit price (value ÷ hours, as a refund would value them),
 * leaving the arrears where they are: the student still owes them. Refused when the hours are not
 * there, or when they were never paid for (the arrears would exceed what is left): this school keeps
 * no negative hours. A student is signed at most once per call (their account is read once), so
 * lessons of one class go in separate calls, in lesson order. Runs in the caller's transaction
 * (the route's, the demo term's): a refusal anywhere undoes it all. Round trips, whatever the class
 * size: lock the lessons (marking them signed); read the students, earlier sign-ins and names (one
 * statement); lock the course accounts; insert the records; move the hours (two); pay the coins (four).
 * The lessons are locked alone first: a second sign-in of the lesson waits there, and its next
 * statement (a fresh snapshot) then sees the first one's records and is refused.
 */
export async function signPlans(db: Db, actor: StaffActor, inputs: PlanSignInput[]): Promise<Array<{ signed: number; hours: number }>> {
  if (inputs.length === 0) return [];
  const planIds = inputs.map((input) => input.planId);
  // The lessons are locked by marking them signed (an update takes the same row lock as FOR UPDATE,
  // in one round trip): a refusal below rolls the mark back with everything else.
  const locked = (
    await db
      .update(teachPlans)
      .set({ state: 2 })
      .where(and(inArray(teachPlans.id, planIds), tenantScope(runtime('TeachPlan'), actor)))
      .returning()
  ).sort((a, b) => a.id - b.id);
  const planOf = new Map(locked.map((p) => [p.id, p]));
  for (const input of inputs) {
    if (!planOf.has(input.planId)) throw new ApiFailure(ErrorCodes.NotFound, '课次不存在');
    const ids = input.records.map((r) => r.studentId);
    if (new Set(ids).size !== ids.length) throw refuse('同一学员不能重复签到');
  }
  const allIds = inputs.flatMap((input) => input.records.map((r) => r.studentId));
  if (new Set(allIds).size !== allIds.length || new Set(planIds).size !== planIds.length) throw new Error('signPlans signs each lesson and each student once per call');
  const { found, signed, courses, classNames } = await readSignFacts(db, actor.schoolId, locked, allIds);
  const byId = new Map(found.map((s) => [s.id, s]));
  const signedKeys = new Set(signed.map((s) => `${s.planId}:${s.studentId}`));
  const courseIds = [...new Set(locked.map((p) => p.courseId))];
  const courseName = new Map(courses.map((c) => [c.id, c.name]));
  const className = new Map(classNames.map((c) => [c.id, c.name]));
  const takers = inputs.flatMap((input) => (planOf.get(input.planId)!.hours > 0 ? input.records.filter((r) => consumes(r.status)).map((r) => r.studentId) : []));
  const accounts = takers.length
    ? await db
        .select({ studentId: hourBalances.studentId, courseId: hourBalances.courseId, hours: hourBalances.hours, value: hourBalances.value, owed: hourBalances.owed })
        .from(hourBalances)
        .where(and(inArray(hourBalances.courseId, courseIds), inArray(hourBalances.studentId, takers)))
        .orderBy(hourBalances.studentId, hourBalances.courseId)
        .for('update')
    : [];
  const accountOf = new Map(accounts.map((a) => [`${a.studentId}:${a.courseId}`, a]));
  const values = new Map<number, number>();
  const results: Array<{ signed: number; hours: number }> = [];
  for (const input of inputs) {
    const plan = planOf.get(input.planId)!;
    const course = courseName.get(plan.courseId);
    let hours = 0;
    for (const record of input.records) {
      const student = byId.get(record.studentId);
      if (!student || student.campusId !== plan.campusId) throw new ApiFailure(ErrorCodes.NotFound, '学员不存在或不属于该课次的校区');
      if (signedKeys.has(`${plan.id}:${student.id}`)) throw refuse(`学员“${student.name}”本节课已签到，如需修改请使用签到更正`);
      const makeUp = record.status === SignStatus.makeUp || plan.kind === 2;
      if (!makeUp && student.classId !== plan.classId) throw refuse(`学员“${student.name}”不在该班级，请以补课签到`);
      if (!consumes(record.status) || plan.hours === 0) continue;
      const account = accountOf.get(`${student.id}:${plan.courseId}`);
      const left = account?.hours ?? 0;
      if (!account || left < plan.hours) throw refuse(`学员“${student.name}”的课程“${course}”剩余课时不足（剩余${left}课时，本节需${plan.hours}课时）`);
      const value = shareOf(account.value, plan.hours, account.hours);
      if (account.owed > account.value - value) throw refuse(`学员“${student.name}”的课程“${course}”已缴费课时已用完，请先补费`);
      values.set(student.id, value);
      hours += plan.hours;
    }
    results.push({ signed: input.records.length, hours });
  }
  const rows = await db
    .insert(signRecords)
    .values(
      inputs.flatMap((input) => {
        const plan = planOf.get(input.planId)!;
        return input.records.map((record) => ({
          schoolId: actor.schoolId,
          campusId: plan.campusId,
          planId: plan.id,
          classId: plan.classId,
          studentId: record.studentId,
          courseId: plan.courseId,
          teacherId: plan.teacherId,
          lessonDate: plan.lessonDate,
          status: record.status,
          hours: values.has(record.studentId) ? plan.hours : 0,
          rating: record.rating ?? null,
          comment: record.comment?.trim() || null,
        }));
      }),
    )
    .returning({ id: signRecords.id, studentId: signRecords.studentId, planId: signRecords.planId });
  const reason = (plan: typeof locked[number]) => `${className.get(plan.classId)} ${plan.lessonDate}`;
  await moveHoursMany(
    db,
    rows
      .filter((row) => values.has(row.studentId))
      .map((row) => {
        const plan = planOf.get(row.planId)!;
        return { schoolId: actor.schoolId, campusId: plan.campusId, studentId: row.studentId, courseId: plan.courseId, receiptId: null, signRecordId: row.id, kind: HourKind.consumed, hours: -plan.hours, value: -values.get(row.studentId)!, owed: 0, reason: `签到 ${reason(plan)}` };
      }),
    (m) => `学员“${byId.get(m.studentId)!.name}”的课程“${courseName.get(m.courseId)}”剩余课时不足`,
  );
  // Present, late and make-up sign-ins earn the campus rule's sign-in coins, once per sign record:
  // all the lessons' awards in a few statements (awardCoinsMany), not one transaction per student.
  const statusOf = new Map(inputs.flatMap((input) => input.records.map((record) => [record.studentId, record.status] as const)));
  await awardCoinsManyIn(
    db,
    rows.filter((row) => consumes(statusOf.get(row.studentId)!)).map((row) => signCoinEvent(actor.schoolId, row.studentId, row.id, `上课签到 ${reason(planOf.get(row.planId)!)}`)),
  );
  return results;
}

interface SignFacts {
  found: Array<{ id: number; name: string; campusId: number | null; classId: number | null }>;
  signed: Array<{ planId: number; studentId: number }>;
  courses: Array<{ id: number; name: string }>;
  classNames: Array<{ id: number; name: string }>;
}

/** What a sign-in checks, in one round trip: the students (of the school, not deleted), who of them is already signed for these lessons, the course and class names. */
async function readSignFacts(db: Db, schoolId: number, plans: Array<{ id: number; courseId: number; classId: number }>, studentIds: number[]): Promise<SignFacts> {
  const planIds = plans.map((p) => p.id);
  const list = (fields: ReturnType<typeof sql>, from: ReturnType<typeof sql>) => sql`(select coalesce(json_agg(json_build_object(${fields})), '[]'::json) from ${from})`;
  const answer = await db.execute(sql`select
    ${list(sql`'id', ${students.id}, 'name', ${students.realName}, 'campusId', ${students.campusId}, 'classId', ${students.classId}`, sql`${students} where ${and(inArray(students.id, studentIds), isNull(students.deletedAt), eq(students.schoolId, schoolId))}`)} as "found",
    ${list(sql`'planId', ${signRecords.planId}, 'studentId', ${signRecords.studentId}`, sql`${signRecords} where ${and(inArray(signRecords.planId, planIds), inArray(signRecords.studentId, studentIds))}`)} as "signed",
    ${list(sql`'id', ${saleCourses.id}, 'name', ${saleCourses.name}`, sql`${saleCourses} where ${inArray(saleCourses.id, [...new Set(plans.map((p) => p.courseId))])}`)} as "courses",
    ${list(sql`'id', ${classes.id}, 'name', ${classes.name}`, sql`${classes} where ${inArray(classes.id, [...new Set(plans.map((p) => p.classId))])}`)} as "classNames"`);
  const row = (answer as unknown as { rows: Array<Record<keyof SignFacts, unknown>> }).rows[0];
  // node-postgres parses json; PGlite too, but a string is read either way.
  const parse = <T,>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return { found: parse(row.found), signed: parse(row.signed), courses: parse(row.courses), classNames: parse(row.classNames) };
}

export interface SignCorrectInput {
  id: number;
  status?: number;
  hours?: number;
  reason?: string;
}

/**
 * 签到更正: changing the status needs the campus switch 签到更正, changing the hours 课时修改
 * (with a reason). The earlier consumption is given back by an entry of its opposite (kind 签到更正)
 * and the new one written afresh; the ledger is never edited.
 */
export async function correctSign(db: Db, actor: StaffActor, input: SignCorrectInput): Promise<number> {
  const [record] = await db
    .select()
    .from(signRecords)
    .where(and(eq(signRecords.id, input.id), tenantScope(runtime('SignRecord'), actor)))
    .for('update');
  if (!record) throw new ApiFailure(ErrorCodes.NotFound, '上课记录不存在');
  const switches = await db.execute(sql`select lesson_hour_edit as "hourEdit", sign_correction as "signCorrection" from campuses where id = ${record.campusId}`);
  const campus = (switches as unknown as { rows: Array<{ hourEdit: boolean; signCorrection: boolean }> }).rows[0];
  const status = input.status ?? record.status;
  if (status !== record.status && !campus?.signCorrection) throw refuse('本校区未开启签到更正，不能修改考勤');
  const [plan] = await db.select({ hours: teachPlans.hours }).from(teachPlans).where(eq(teachPlans.id, record.planId));
  const asked = input.hours !== undefined && input.hours !== (consumes(status) ? record.hours || plan.hours : 0);
  if (asked && !campus?.hourEdit) throw refuse('本校区未开启课时修改，不能修改消耗课时');
  if (asked && !input.reason?.trim()) throw refuse('请填写课时修改原因');
  if (asked && !consumes(status) && input.hours! > 0) throw refuse('请假或缺勤不消耗课时');
  const hours = !consumes(status) ? 0 : input.hours ?? (consumes(record.status) ? record.hours : plan.hours);
  if (status === record.status && hours === record.hours) throw refuse('考勤与课时均未改变');

  const base = { schoolId: record.schoolId, campusId: record.campusId, studentId: record.studentId, courseId: record.courseId, receiptId: null, signRecordId: record.id };
  const [sum] = await db
    .select({ hours: sql<number>`coalesce(sum(${hourEntries.hours}), 0)::int`, value: sql<number>`coalesce(sum(${hourEntries.value}), 0)::int` })
    .from(hourEntries)
    .where(eq(hourEntries.signRecordId, record.id));
  const reason = input.reason?.trim() || '签到更正';
  if (Number(sum.hours) !== 0 || Number(sum.value) !== 0) {
    await moveHours(db, { ...base, kind: HourKind.signCorrection, hours: -Number(sum.hours), value: -Number(sum.value), owed: 0, reason });
  }
  if (hours > 0) {
    const [names] = await db
      .select({ student: students.realName, course: saleCourses.name })
      .from(students)
      .innerJoin(saleCourses, eq(saleCourses.id, record.courseId))
      .where(eq(students.id, record.studentId));
    await consume(db, { ...base, studentName: names.student, courseName: names.course, hours, reason: `${reason}（${record.lessonDate}）` });
  }
  await db.update(signRecords).set({ status, hours, correctedAt: new Date() }).where(eq(signRecords.id, record.id));
  if (consumes(status)) await awardSignCoins(db, record.schoolId, record.studentId, record.id, `上课签到 ${record.lessonDate}`);
  return record.id;
}
