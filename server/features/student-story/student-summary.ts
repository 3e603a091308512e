import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  campuses, classes, examSheets, exams, homeworks, hourBalances, hourEntries, ojSubmissions, receipts, saleCourses, signRecords, staff,
  starGrants, studentContracts, students, studentStars, teachPlans, workReviews, works,
} from '../../db/schema';
import { scoredAt, studentScores } from '../exams/student-scores';

/** Who the student is: profile, class and its teacher, campus. */
async function profile(db: Db, schoolId: number, studentId: number) {
  const [row] = await db
    .select({
      id: students.id, realName: students.realName, userName: students.userName, code: students.code, phone: students.phone, state: students.state,
      campusName: campuses.name, classId: students.classId, className: classes.name, teacherName: staff.realName, createdAt: students.createdAt, endDate: students.endDate,
    })
    .from(students)
    .leftJoin(campuses, eq(campuses.id, students.campusId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .leftJoin(staff, eq(staff.id, classes.teacherId))
    .where(and(eq(students.id, studentId), eq(students.schoolId, schoolId)))
    .limit(1);
  return row;
}

/** Guardians as the student's contracts name them (the school records them when signing), each once. */
async function guardians(db: Db, schoolId: number, studentId: number) {
  return db
    .selectDistinct({ name: studentContracts.guardianName, phone: studentContracts.guardianPhone })
    .from(studentContracts)
    .where(and(eq(studentContracts.schoolId, schoolId), eq(studentContracts.studentId, studentId), or(isNotNull(studentContracts.guardianName), isNotNull(studentContracts.guardianPhone))))
    .limit(10);
}

/** Lesson hours per course with the ledger behind each balance (a student's ledger is tens of rows, read whole). */
async function courseHours(db: Db, schoolId: number, studentId: number) {
  const [balances, entries] = await Promise.all([
    db
      .select({ courseId: hourBalances.courseId, courseName: saleCourses.name, hours: hourBalances.hours, value: hourBalances.value, owed: hourBalances.owed })
      .from(hourBalances)
      .innerJoin(saleCourses, eq(saleCourses.id, hourBalances.courseId))
      .where(and(eq(hourBalances.schoolId, schoolId), eq(hourBalances.studentId, studentId)))
      .orderBy(asc(hourBalances.id)),
    db
      .select({ id: hourEntries.id, courseId: hourEntries.courseId, kind: hourEntries.kind, hours: hourEntries.hours, value: hourEntries.value, owed: hourEntries.owed, reason: hourEntries.reason, receiptNo: receipts.receiptNo, createdAt: hourEntries.createdAt })
      .from(hourEntries)
      .leftJoin(receipts, eq(receipts.id, hourEntries.receiptId))
      .where(and(eq(hourEntries.schoolId, schoolId), eq(hourEntries.studentId, studentId)))
      .orderBy(desc(hourEntries.id))
      .limit(1000),
  ]);
  return balances.map((b) => ({ ...b, entries: entries.filter((e) => e.courseId === b.courseId).map(({ courseId: _, ...e }) => e) }));
}

async function studentReceipts(db: Db, schoolId: number, studentId: number) {
  return db
    .select({ id: receipts.id, receiptNo: receipts.receiptNo, kind: receipts.kind, amountDue: receipts.amountDue, amount: receipts.amount, owed: receipts.owed, state: receipts.state, staffName: staff.realName, createdAt: receipts.createdAt })
    .from(receipts)
    .leftJoin(staff, eq(staff.id, receipts.staffId))
    .where(and(eq(receipts.schoolId, schoolId), eq(receipts.studentId, studentId)))
    .orderBy(desc(receipts.id))
    .limit(200);
}

/** Every sign-in (the attendance calendar and the lesson comments), newest first. */
async function lessons(db: Db, schoolId: number, studentId: number) {
  return db
    .select({ id: signRecords.id, lessonDate: signRecords.lessonDate, status: signRecords.status, hours: signRecords.hours, className: classes.name, topic: teachPlans.topic, teacherName: staff.realName, rating: signRecords.rating, comment: signRecords.comment })
    .from(signRecords)
    .leftJoin(classes, eq(classes.id, signRecords.classId))
    .leftJoin(teachPlans, eq(teachPlans.id, signRecords.planId))
    .leftJoin(staff, eq(staff.id, signRecords.teacherId))
    .where(and(eq(signRecords.schoolId, schoolId), eq(signRecords.studentId, studentId)))
    .orderBy(desc(signRecords.lessonDate), desc(signRecords.id))
    .limit(1000);
}

/** Counts by status, as the attendance report counts them (1 出勤, 2 迟到, 3 请假, 4 缺勤, 5 补课). */
export function attendanceCounts(rows: { status: number; n: number }[]) {
  const of = (status: number) => rows.filter((r) => r.status === status).reduce((sum, r) => sum + Number(r.n), 0);
  return { present: of(1), late: of(2), leave: of(3), absent: of(4), makeUp: of(5) };
}

async function studentWorks(db: Db, schoolId: number, studentId: number) {
  const where = and(eq(works.schoolId, schoolId), eq(works.studentId, studentId), isNull(works.deletedAt));
  const [[{ total }], list] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(works).where(where),
    db
      .select({ id: works.id, title: works.title, kind: works.kind, updatedAt: works.updatedAt, score: workReviews.score, comment: workReviews.comment })
      .from(works)
      .leftJoin(workReviews, eq(workReviews.workId, works.id))
      .where(where)
      .orderBy(desc(works.updatedAt))
      .limit(60),
  ]);
  return { total, list };
}

/** Homework of the student's present class, and how many of them the student handed in. */
async function homework(db: Db, schoolId: number, studentId: number, classId: number | null) {
  if (classId === null) return { assigned: 0, submitted: 0 };
  const [row] = await db
    .select({
      assigned: sql<number>`count(*)::int`,
      // Qualified in full: drizzle leaves the columns of a one-table select unqualified.
      submitted: sql<number>`count(*) filter (where exists (select 1 from homework_submissions hs where hs.homework_id = "homeworks"."id" and hs.student_id = ${studentId}))::int`,
    })
    .from(homeworks)
    .where(and(eq(homeworks.schoolId, schoolId), eq(homeworks.classId, classId)));
  return row;
}

/** OJ submissions of the student in the school's OJ (exam answers judged by the same queue are not OJ practice). */
async function oj(db: Db, schoolId: number, studentId: number) {
  const mine = and(eq(ojSubmissions.schoolId, schoolId), eq(ojSubmissions.submitterKind, 'student'), eq(ojSubmissions.submitterId, studentId), isNull(ojSubmissions.examSheetId));
  const [[totals], verdicts] = await Promise.all([
    db
      .select({
        submissions: sql<number>`count(*)::int`,
        attempted: sql<number>`count(distinct ${ojSubmissions.problemId})::int`,
        solved: sql<number>`count(distinct ${ojSubmissions.problemId}) filter (where ${ojSubmissions.verdict} = 'AC')::int`,
      })
      .from(ojSubmissions)
      .where(mine),
    db
      .select({ verdict: sql<string>`coalesce(${ojSubmissions.verdict}, '评测中')`, count: sql<number>`count(*)::int` })
      .from(ojSubmissions)
      .where(mine)
      .groupBy(sql`1`)
      .orderBy(desc(sql`2`)),
  ]);
  return { ...totals, verdicts };
}

async function stars(db: Db, schoolId: number, studentId: number) {
  const mine = and(eq(starGrants.schoolId, schoolId), eq(starGrants.studentId, studentId));
  const [[balance], [sums], list] = await Promise.all([
    db.select({ balance: studentStars.balance }).from(studentStars).where(and(eq(studentStars.schoolId, schoolId), eq(studentStars.studentId, studentId))),
    db.select({ earned: sql<number>`coalesce(sum(${starGrants.amount}) filter (where ${starGrants.amount} > 0), 0)::int`, spent: sql<number>`coalesce(-sum(${starGrants.amount}) filter (where ${starGrants.amount} < 0), 0)::int` }).from(starGrants).where(mine),
    db.select({ id: starGrants.id, amount: starGrants.amount, reason: starGrants.reason, source: starGrants.source, createdAt: starGrants.createdAt }).from(starGrants).where(mine).orderBy(desc(starGrants.id)).limit(30),
  ]);
  return { balance: balance?.balance ?? 0, earned: sums.earned, spent: sums.spent, list };
}

/** Work reviews and offline exam remarks; the lesson comments come from the sign-ins already read. */
async function reviewComments(db: Db, schoolId: number, studentId: number) {
  const [reviews, remarks] = await Promise.all([
    db
      .select({ at: workReviews.reviewedAt, teacherName: staff.realName, title: works.title, rating: workReviews.score, comment: workReviews.comment })
      .from(workReviews)
      .innerJoin(works, eq(works.id, workReviews.workId))
      .leftJoin(staff, eq(staff.id, workReviews.staffId))
      .where(and(eq(workReviews.schoolId, schoolId), eq(works.studentId, studentId), isNull(works.deletedAt), ne(workReviews.comment, '')))
      .orderBy(desc(workReviews.reviewedAt))
      .limit(100),
    db
      .select({ at: scoredAt, title: exams.title, comment: examSheets.remark })
      .from(examSheets)
      .innerJoin(exams, eq(exams.id, examSheets.examId))
      .where(and(eq(examSheets.schoolId, schoolId), eq(examSheets.studentId, studentId), isNotNull(examSheets.remark), ne(examSheets.remark, ''), isNotNull(exams.resultsPublishedAt)))
      .limit(100),
  ]);
  return [
    ...reviews.map((r) => ({ source: 'work' as const, ...r })),
    ...remarks.map((r) => ({ source: 'exam' as const, at: new Date(r.at), teacherName: null, title: r.title, rating: null, comment: r.comment ?? '' })),
  ];
}

/** Lesson comments as the calendar's China day at noon (the day is what the teacher commented on). */
function lessonComments(rows: Awaited<ReturnType<typeof lessons>>) {
  return rows
    .filter((r) => r.comment || r.rating)
    .map((r) => ({ source: 'lesson' as const, at: new Date(`${r.lessonDate}T12:00:00+08:00`), teacherName: r.teacherName, title: r.topic ?? r.className, rating: r.rating, comment: r.comment ?? '' }));
}

/** A student's whole story: one query per section, all of the student's own school. */
export async function studentStory(db: Db, schoolId: number, studentId: number) {
  const me = await profile(db, schoolId, studentId);
  const [family, hours, paid, signIns, counts, made, given, sheets, judged, coins, reviews] = await Promise.all([
    guardians(db, schoolId, studentId),
    courseHours(db, schoolId, studentId),
    studentReceipts(db, schoolId, studentId),
    lessons(db, schoolId, studentId),
    db.select({ status: signRecords.status, n: sql<number>`count(*)::int` }).from(signRecords).where(and(eq(signRecords.schoolId, schoolId), eq(signRecords.studentId, studentId))).groupBy(signRecords.status),
    studentWorks(db, schoolId, studentId),
    homework(db, schoolId, studentId, me.classId),
    studentScores(db, schoolId, studentId),
    oj(db, schoolId, studentId),
    stars(db, schoolId, studentId),
    reviewComments(db, schoolId, studentId),
  ]);
  const comments = [...lessonComments(signIns), ...reviews].sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    profile: me,
    guardians: family,
    hours,
    receipts: paid,
    lessons: signIns,
    attendance: attendanceCounts(counts),
    works: made.list,
    worksTotal: made.total,
    homework: given,
    scores: sheets.map(({ publishedAt: _, ...score }) => score),
    oj: judged,
    stars: coins,
    comments,
  };
}
