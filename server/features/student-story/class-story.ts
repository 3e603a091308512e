import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campuses, classes, homeworks, signRecords, staff, students, teachPlans, workReviews, works } from '../../db/schema';
import { activeStudent } from '../classroom/teacher-classes';
import { attendanceCounts } from './student-summary';

/**
 * A class at a glance: its present students with their own attendance, hand-ins, works and coins; how many
 * of its planned lessons are signed; its attendance and homework completion; its latest works.
 * One query per section, all of the caller's school.
 */
export async function classStory(db: Db, schoolId: number, classId: number) {
  const inClass = and(eq(students.schoolId, schoolId), eq(students.classId, classId), activeStudent);
  const [[head], roster, [plans], counts, [given], recentWorks] = await Promise.all([
    db
      .select({ id: classes.id, name: classes.name, campusName: campuses.name, teacherName: staff.realName })
      .from(classes)
      .leftJoin(campuses, eq(campuses.id, classes.campusId))
      .leftJoin(staff, eq(staff.id, classes.teacherId))
      .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId))),
    db
      .select({
        studentId: students.id,
        realName: students.realName,
        code: students.code,
        // Correlated counts name their tables in full: drizzle leaves columns of a one-table select unqualified.
        signIns: sql<number>`(select count(*) from sign_records sr where sr.student_id = "students"."id" and sr.class_id = ${classId})::int`,
        attended: sql<number>`(select count(*) from sign_records sr where sr.student_id = "students"."id" and sr.class_id = ${classId} and sr.status in (1, 2, 5))::int`,
        homeworkDone: sql<number>`(select count(*) from homework_submissions hs inner join homeworks h on h.id = hs.homework_id where hs.student_id = "students"."id" and h.class_id = ${classId})::int`,
        works: sql<number>`(select count(*) from works w where w.student_id = "students"."id" and w.deleted_at is null)::int`,
        stars: sql<number>`coalesce((select ss.balance from student_stars ss where ss.student_id = "students"."id"), 0)::int`,
      })
      .from(students)
      .where(inClass)
      .orderBy(asc(students.id)),
    db
      .select({ planned: sql<number>`count(*)::int`, done: sql<number>`count(*) filter (where ${teachPlans.state} = 2)::int` })
      .from(teachPlans)
      .where(and(eq(teachPlans.schoolId, schoolId), eq(teachPlans.classId, classId))),
    db
      .select({ status: signRecords.status, n: sql<number>`count(*)::int` })
      .from(signRecords)
      .where(and(eq(signRecords.schoolId, schoolId), eq(signRecords.classId, classId)))
      .groupBy(signRecords.status),
    db
      .select({
        assigned: sql<number>`count(*)::int`,
        submitted: sql<number>`coalesce(sum((select count(*) from homework_submissions hs inner join students st on st.id = hs.student_id where hs.homework_id = "homeworks"."id" and st.class_id = ${classId} and st.deleted_at is null and st.state = 1)), 0)::int`,
      })
      .from(homeworks)
      .where(and(eq(homeworks.schoolId, schoolId), eq(homeworks.classId, classId))),
    db
      .select({ id: works.id, title: works.title, kind: works.kind, studentName: students.realName, updatedAt: works.updatedAt, score: workReviews.score })
      .from(works)
      .innerJoin(students, eq(students.id, works.studentId))
      .leftJoin(workReviews, eq(workReviews.workId, works.id))
      .where(and(inClass, eq(works.schoolId, schoolId), isNull(works.deletedAt)))
      .orderBy(desc(works.updatedAt))
      .limit(12),
  ]);
  return {
    ...head,
    roster,
    plannedLessons: plans.planned,
    doneLessons: plans.done,
    attendance: attendanceCounts(counts),
    homeworkAssigned: given.assigned,
    homeworkExpected: given.assigned * roster.length,
    homeworkSubmitted: given.submitted,
    recentWorks,
  };
}
