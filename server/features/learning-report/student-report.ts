import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campuses, classes, receipts, saleCourses, schools, signRecords, staff, starGrants, students, studentStars, teachPlans, works } from '../../db/schema';
import { bestAttempts, studentScores } from '../exams/student-scores';
import type { ReportSettings } from './report-settings';

/** The first day a report covers, as the lesson dates store it (YYYY-MM-DD, China time like the school's calendar). */
function fromDay(now: Date, days: number): string {
  return new Date(now.getTime() + 8 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

/** Who the report is about: name, class, campus and school; never anyone else. */
async function studentHeader(db: Db, schoolId: number, studentId: number) {
  const [row] = await db
    .select({ name: students.realName, className: classes.name, campusName: campuses.name, schoolName: schools.name })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .leftJoin(campuses, eq(campuses.id, students.campusId))
    .where(and(eq(students.id, studentId), eq(students.schoolId, schoolId), isNull(students.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The student's lessons since `from`, newest first, with the teacher's rating and comment when asked. */
async function lessons(db: Db, schoolId: number, studentId: number, from: string, limit: number, withComments: boolean) {
  const rows = await db
    .select({
      lessonDate: signRecords.lessonDate,
      courseName: saleCourses.name,
      topic: teachPlans.topic,
      teacherName: staff.realName,
      status: signRecords.status,
      hours: signRecords.hours,
      rating: signRecords.rating,
      comment: signRecords.comment,
    })
    .from(signRecords)
    .innerJoin(saleCourses, eq(saleCourses.id, signRecords.courseId))
    .innerJoin(teachPlans, eq(teachPlans.id, signRecords.planId))
    .leftJoin(staff, eq(staff.id, signRecords.teacherId))
    .where(and(eq(signRecords.schoolId, schoolId), eq(signRecords.studentId, studentId), gte(signRecords.lessonDate, from)))
    .orderBy(desc(signRecords.lessonDate), desc(signRecords.id))
    .limit(limit);
  return rows.map((r) => (withComments ? r : { ...r, rating: null, comment: null }));
}

async function attendance(db: Db, schoolId: number, studentId: number, from: string, withComments: boolean) {
  const counts = await db
    .select({ status: signRecords.status, count: sql<number>`count(*)::int`, hours: sql<number>`coalesce(sum(${signRecords.hours}), 0)::int` })
    .from(signRecords)
    .where(and(eq(signRecords.schoolId, schoolId), eq(signRecords.studentId, studentId), gte(signRecords.lessonDate, from)))
    .groupBy(signRecords.status)
    .orderBy(asc(signRecords.status));
  return { counts, hours: counts.reduce((sum, c) => sum + c.hours, 0), lessons: await lessons(db, schoolId, studentId, from, 30, withComments) };
}

async function recentWorks(db: Db, schoolId: number, studentId: number, since: Date) {
  const where = and(eq(works.schoolId, schoolId), eq(works.studentId, studentId), isNull(works.deletedAt), gte(works.updatedAt, since));
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(works).where(where);
  const list = await db.select({ id: works.id, title: works.title, kind: works.kind, updatedAt: works.updatedAt }).from(works).where(where).orderBy(desc(works.updatedAt)).limit(10);
  return { total, list };
}

/** Exams and offline exams whose results the school has published: the best attempt of each, latest published first. */
async function examResults(db: Db, schoolId: number, studentId: number, since: Date) {
  const rows = await studentScores(db, schoolId, studentId, { kinds: ['exam', 'offline'], publishedSince: since });
  return bestAttempts(rows)
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
    .slice(0, 10)
    .map((r) => ({ examId: r.examId, title: r.title, kind: r.kind, fullScore: r.fullScore, totalScore: r.score, publishedAt: r.publishedAt }));
}

async function stars(db: Db, schoolId: number, studentId: number, since: Date) {
  const [balance] = await db.select({ balance: studentStars.balance }).from(studentStars).where(and(eq(studentStars.studentId, studentId), eq(studentStars.schoolId, schoolId)));
  const where = and(eq(starGrants.schoolId, schoolId), eq(starGrants.studentId, studentId), gte(starGrants.createdAt, since));
  const [{ earned }] = await db.select({ earned: sql<number>`coalesce(sum(case when ${starGrants.amount} > 0 then ${starGrants.amount} else 0 end), 0)::int` }).from(starGrants).where(where);
  const list = await db.select({ amount: starGrants.amount, reason: starGrants.reason, createdAt: starGrants.createdAt }).from(starGrants).where(where).orderBy(desc(starGrants.id)).limit(10);
  return { balance: balance?.balance ?? 0, earned, list };
}

/**
 * One student's learning report as the school's settings say: the sections it switched off are
 * not read at all (null), so they cannot leak. Null when the student is gone.
 */
export async function studentReport(db: Db, schoolId: number, studentId: number, settings: ReportSettings, now = new Date()) {
  const student = await studentHeader(db, schoolId, studentId);
  if (!student) return null;
  const from = fromDay(now, settings.periodDays);
  const since = new Date(`${from}T00:00:00+08:00`);
  return {
    title: settings.title || `${student.name}的学习报告`,
    student,
    periodDays: settings.periodDays,
    from,
    to: fromDay(now, 0),
    attendance: settings.showAttendance || settings.showComments ? await attendance(db, schoolId, studentId, from, settings.showComments) : null,
    showAttendance: settings.showAttendance,
    showComments: settings.showComments,
    works: settings.showWorks ? await recentWorks(db, schoolId, studentId, since) : null,
    exams: settings.showExams ? await examResults(db, schoolId, studentId, since) : null,
    stars: settings.showStars ? await stars(db, schoolId, studentId, since) : null,
  };
}

/**
 * 家校互通: what parents follow day to day — the child's latest lessons with the teachers'
 * comments, star coins and the school's receipts for the child (amounts in fen).
 */
export async function homeSchoolFeed(db: Db, schoolId: number, studentId: number, now = new Date()) {
  const student = await studentHeader(db, schoolId, studentId);
  if (!student) return null;
  const from = fromDay(now, 90);
  const since = new Date(`${from}T00:00:00+08:00`);
  const receiptRows = await db
    .select({ receiptNo: receipts.receiptNo, kind: receipts.kind, amount: receipts.amount, state: receipts.state, createdAt: receipts.createdAt })
    .from(receipts)
    .where(and(eq(receipts.schoolId, schoolId), eq(receipts.studentId, studentId)))
    .orderBy(desc(receipts.id))
    .limit(10);
  return { student, lessons: await lessons(db, schoolId, studentId, from, 20, true), stars: await stars(db, schoolId, studentId, since), receipts: receiptRows };
}
