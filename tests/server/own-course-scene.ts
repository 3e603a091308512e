import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { classes, schools, staff, students } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { studentToken } from './oj-fixtures';
import type { Backend } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/** A self-made lesson as the principal writes it (selfCurrMat/create), without its curriculum. */
type LessonBody = Record<string, unknown> & { title: string };

/**
 * The demo school ready for its own courses (自建课程) in the classroom, shared by the teacher's
 * and the student's tests: the teacher's class, a second class of the same school (二班), another
 * school with a class, a student and a principal, the tokens of each, and one curriculum system
 * (校本课程) to file curricula under.
 */
export async function startOwnCourseScene(backend: Backend) {
  const t: TestApp = await startTestApp(backend);
  const { db } = t.database;
  const other = await addOtherSchool(db);
  const [demo] = await db.select().from(schools).where(eq(schools.domain, 'demo'));
  const [{ id: classId }] = await db.select({ id: classes.id }).from(classes).innerJoin(staff, eq(staff.id, classes.teacherId)).where(eq(staff.userName, demoAccounts.teacher.userName));
  const [demoStudent] = await db.select().from(students).where(eq(students.userName, demoAccounts.student.userName));
  const [secondClass] = await db.insert(classes).values({ schoolId: demo.id, campusId: demoStudent.campusId!, name: '二班' }).returning();
  const principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
  const teacher = await staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);
  const intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
  const student = await studentToken(t);

  /** Writes through the principal's calls and answers the new row's id. */
  const made = async (path: string, body: Record<string, unknown>) => {
    const answer = await t.post(path, body, principal);
    expect(answer.success, answer.message).toBe(true);
    return answer.content.id as number;
  };
  const system = await made('/java-api/school/selfCurrSystem/create', { name: '校本课程' });

  /** A curriculum of the system with its lessons in order (sortOrder 1..n unless given). */
  const addOwnCourse = async (name: string, lessons: LessonBody[], extra: Record<string, unknown> = {}) => {
    const curriculumId = await made('/java-api/school/selfCurr/create', { systemId: system, name, ...extra });
    const lessonIds: number[] = [];
    for (const [at, lesson] of lessons.entries()) lessonIds.push(await made('/java-api/school/selfCurrMat/create', { curriculumId, sortOrder: at + 1, ...lesson }));
    return { curriculumId, lessonIds };
  };
  /** Grants a curriculum to a class (lesson by lesson unless openAll). */
  const grant = (curriculumId: number, grantedClassId: number, openAll = false) => made('/java-api/school/selfCurrClass/create', { curriculumId, classId: grantedClassId, openAll });

  return { t, db, demo, demoStudent, other, classId, secondClassId: secondClass.id, principal, teacher, intruder, student, made, system, addOwnCourse, grant };
}

export type OwnCourseScene = Awaited<ReturnType<typeof startOwnCourseScene>>;
