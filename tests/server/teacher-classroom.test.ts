import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, curricula, curriculumGrants, curriculumLessons, schools, staff } from '../../server/db/schema';
import { lessonLocked } from '../../server/features/classroom/class-lessons';
import { classMissing } from '../../server/features/classroom/teacher-classes';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, addStaffWithScreens, otherPrincipal, staffToken } from './crud-fixtures';
import { addLesson } from './lesson-fixture';
import { studentToken } from './oj-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const school = (path: string) => `/java-api/school/classroom/${path}`;

/**
 * The teacher classroom (section 2): a teacher opens lessons of a granted curriculum to the class
 * they teach, the class's students read only opened lessons, the teacher scores and comments the
 * class's works and the student reads the comment; another teacher's class and another school's
 * are never reached.
 */
describe.each(backends)('teacher classroom on %s', (backend) => {
  let t: TestApp;
  let teacher: string;
  let principal: string;
  let otherTeacher: string;
  let otherPrincipalToken: string;
  let student: string;
  let otherStudent: string;
  let classId: number;
  let curriculumId: number;
  let lessons: number[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    const { db } = t.database;
    await addOtherSchool(db);
    const [demo] = await db.select().from(schools).where(eq(schools.domain, 'demo'));
    const first = await addLesson(db);
    const [lesson] = await db.select().from(curriculumLessons).where(eq(curriculumLessons.id, first));
    curriculumId = lesson.curriculumId;
    await db.update(curriculumLessons).set({ content: '认识舞台和角色', video: '/uploads/v1.mp4' }).where(eq(curriculumLessons.id, first));
    const [second] = await db.insert(curriculumLessons).values({ curriculumId, title: '第二课', sortOrder: 2 }).returning();
    lessons = [first, second.id];
    // On sale (state 1) and granted to the demo school only.
    await db.update(curricula).set({ state: 1 }).where(eq(curricula.id, curriculumId));
    await db.insert(curriculumGrants).values({ schoolId: demo.id, curriculumId });
    [{ id: classId }] = await db.select({ id: classes.id }).from(classes).innerJoin(staff, eq(staff.id, classes.teacherId)).where(eq(staff.userName, demoAccounts.teacher.userName));
    teacher = await staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);
    principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    // A teacher of the same school with every classroom screen who does not teach the class.
    await addStaffWithScreens(db, 'teacher-elsewhere', ['classroom-index', 'myClass', 'classroomDetails', 'classlist_desc_teacher', 'lessons', 'works', 'worksDetails', 'prepare']);
    otherTeacher = await staffToken(t, 'teacher-elsewhere', 'Teacher@2026');
    otherPrincipalToken = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    student = await studentToken(t);
    otherStudent = await studentToken(t, 'other-student', otherPrincipal.password);
  });
  afterAll(() => t.close());

  it('lists the classes a teacher teaches, every class for the principal, none of another school', async () => {
    const mine = await t.post(school('myClass'), {}, teacher);
    expect(mine.content).toEqual([expect.objectContaining({ id: classId, name: 'Python 启蒙一班', teacherName: '李老师', studentCount: 3 })]);
    expect((await t.post(school('myClass'), {}, principal)).content.map((c: { id: number }) => c.id)).toContain(classId);
    expect((await t.post(school('myClass'), {}, otherTeacher)).content).toEqual([]);
    expect((await t.post(school('myClass'), {}, otherPrincipalToken)).content.map((c: { name: string }) => c.name)).toEqual(['外校一班']);
    const detail = await t.post(school('classDetail'), { classId }, teacher);
    expect(detail.content.students.map((s: { realName: string }) => s.realName)).toEqual(['张小明', '刘小红', '陈小刚']);
    expect(detail.content.curricula).toEqual([expect.objectContaining({ id: curriculumId, lessonCount: 2, openedCount: 0 })]);
    for (const token of [otherTeacher, otherPrincipalToken]) {
      expect(await t.post(school('classDetail'), { classId }, token)).toMatchObject({ success: false, code: 'NotFound', message: classMissing });
    }
  });

  it('opens a lesson to the class: its students read it, a locked lesson and another school stay closed', async () => {
    const locked = await t.post('/java-api/student/classroom/lesson', { lessonId: lessons[0] }, student);
    expect(locked).toMatchObject({ success: false, message: lessonLocked });
    expect((await t.post('/java-api/student/classroom/home', {}, student)).content.curricula[0].lessons.map((l: { unlocked: boolean }) => l.unlocked)).toEqual([false, false]);

    // Another teacher and another school cannot open it.
    expect((await t.post(school('unlockLesson'), { classId, lessonId: lessons[0], unlocked: true }, otherTeacher)).code).toBe('NotFound');
    expect((await t.post(school('unlockLesson'), { classId, lessonId: lessons[0], unlocked: true }, otherPrincipalToken)).code).toBe('NotFound');
    const opened = await t.post(school('unlockLesson'), { classId, lessonId: lessons[0], unlocked: true }, teacher);
    expect(opened).toMatchObject({ success: true, message: '已开放给学生', content: { classId, lessonId: lessons[0] } });
    expect(opened.content.unlockedAt).not.toBeNull();

    const read = await t.post('/java-api/student/classroom/lesson', { lessonId: lessons[0] }, student);
    expect(read.content).toMatchObject({ id: lessons[0], title: '第一课', content: '认识舞台和角色', video: '/uploads/v1.mp4' });
    expect((await t.post('/java-api/student/classroom/lesson', { lessonId: lessons[1] }, student)).message).toBe(lessonLocked);
    expect((await t.post('/java-api/student/classroom/home', {}, student)).content.curricula[0].lessons.map((l: { unlocked: boolean }) => l.unlocked)).toEqual([true, false]);
    // The other school has no grant of the curriculum: the lesson does not exist for its student.
    expect((await t.post('/java-api/student/classroom/lesson', { lessonId: lessons[0] }, otherStudent)).code).toBe('NotFound');

    const list = await t.post(school('classLessons'), { classId, curriculumId }, teacher);
    expect(list.content.lessons.map((l: { unlockedAt: string | null }) => l.unlockedAt !== null)).toEqual([true, false]);
    expect(list.content.curriculum.openedCount).toBe(1);
    const home = await t.post(school('home'), {}, teacher);
    expect(home.content.openedToday).toEqual([expect.objectContaining({ classId, lessonId: lessons[0], lessonTitle: '第一课' })]);

    const teaching = await t.post(school('teachLesson'), { classId, lessonId: lessons[0] }, teacher);
    expect(teaching.content).toMatchObject({ lesson: { title: '第一课', content: '认识舞台和角色' }, previousLessonId: null, nextLessonId: lessons[1] });
    expect(teaching.content.students.find((s: { realName: string }) => s.realName === '张小明').online).toBe(true);
    expect(teaching.content.students.find((s: { realName: string }) => s.realName === '陈小刚').online).toBe(false);

    // Locking closes it again.
    expect((await t.post(school('unlockLesson'), { classId, lessonId: lessons[0], unlocked: false }, teacher)).content.unlockedAt).toBeNull();
    expect((await t.post('/java-api/student/classroom/lesson', { lessonId: lessons[0] }, student)).message).toBe(lessonLocked);
  });

  it('a lesson of a curriculum not granted to the school cannot be opened', async () => {
    const stranger = await addLesson(t.database.db);
    expect(await t.post(school('unlockLesson'), { classId, lessonId: stranger, unlocked: true }, teacher)).toMatchObject({ success: false, code: 'NotFound' });
    expect((await t.post(school('teachLesson'), { classId, lessonId: stranger }, teacher)).code).toBe('NotFound');
  });

  it('the teacher scores and comments a work of the class; the student reads it; others cannot', async () => {
    const saved = await t.post('/java-api/student/work/save', { kind: 'python', title: '画星星', source: 'print("*")' }, student);
    const id = saved.content.id;
    expect(saved.content.review).toBeNull();
    const waiting = await t.post(school('works'), { reviewed: false }, teacher);
    expect(waiting.content.list.map((w: { title: string }) => w.title)).toContain('画星星');
    expect((await t.post(school('works'), {}, otherTeacher)).content.total).toBe(0);
    expect((await t.post(school('works'), {}, otherPrincipalToken)).content.list.map((w: { title: string }) => w.title)).not.toContain('画星星');

    for (const token of [otherTeacher, otherPrincipalToken]) {
      expect((await t.post(school('reviewWork'), { id, score: 10, comment: '不是我的学生' }, token)).code).toBe('NotFound');
    }
    expect((await t.post(school('reviewWork'), { id, score: 101, comment: '' }, teacher)).success).toBe(false);
    const review = await t.post(school('reviewWork'), { id, score: 95, comment: '星星画得很漂亮！' }, teacher);
    expect(review).toMatchObject({ success: true, message: '点评已保存', content: { score: 95, comment: '星星画得很漂亮！', reviewerName: '李老师' } });
    const again = await t.post(school('reviewWork'), { id, score: 98, comment: '改得更好了' }, principal);
    expect(again.content).toMatchObject({ score: 98, comment: '改得更好了' });

    const seen = await t.post('/java-api/student/work/detail', { id }, student);
    expect(seen.content.review).toMatchObject({ score: 98, comment: '改得更好了' });
    expect((await t.post(school('works'), { reviewed: true, studentId: seen.content.studentId }, teacher)).content.list[0]).toMatchObject({ id, score: 98 });
    expect((await t.post(school('works'), { reviewed: false }, teacher)).content.list.map((w: { id: number }) => w.id)).not.toContain(id);
    // A work in the recycle bin is not reviewed.
    await t.post('/java-api/student/work/deletePython', { id }, student);
    expect((await t.post(school('reviewWork'), { id, score: 1, comment: '' }, teacher)).code).toBe('NotFound');
  });

  it('keeps each teacher\'s preparation notes to that teacher, for granted lessons only', async () => {
    const saved = await t.post(school('saveNotes'), { lessonId: lessons[1], notes: '先演示，再让学生动手' }, teacher);
    expect(saved).toMatchObject({ success: true, message: '备课笔记已保存', content: { notes: '先演示，再让学生动手' } });
    const mine = await t.post(school('prepare'), { lessonId: lessons[1] }, teacher);
    expect(mine.content).toMatchObject({ notes: '先演示，再让学生动手', lesson: { title: '第二课' }, classes: [{ id: classId, name: 'Python 启蒙一班' }] });
    // Another teacher of the school reads the same lesson with notes of their own (none yet) and no class of mine.
    const theirs = await t.post(school('prepare'), { lessonId: lessons[1] }, otherTeacher);
    expect(theirs.content).toMatchObject({ notes: '', notesUpdatedAt: null, classes: [] });
    // The teaching view shows my notes beside the slides.
    expect((await t.post(school('teachLesson'), { classId, lessonId: lessons[1] }, teacher)).content.notes).toBe('先演示，再让学生动手');
    const list = await t.post(school('prepLessons'), { curriculumId }, teacher);
    expect(list.content.lessons.map((l: { preparedAt: string | null }) => l.preparedAt !== null)).toEqual([false, true]);
    expect((await t.post(school('prepCurricula'), {}, teacher)).content).toEqual([expect.objectContaining({ source: 'platform', id: curriculumId, lessonCount: 2, preparedCount: 1 })]);
    // Another school has no grant: the curriculum and its lessons do not exist there.
    expect((await t.post(school('prepCurricula'), {}, otherPrincipalToken)).content).toEqual([]);
    expect((await t.post(school('prepare'), { lessonId: lessons[1] }, otherPrincipalToken)).code).toBe('NotFound');
    expect((await t.post(school('saveNotes'), { lessonId: lessons[1], notes: 'x' }, otherPrincipalToken)).code).toBe('NotFound');
    expect((await t.post(school('prepLessons'), { curriculumId }, otherPrincipalToken)).code).toBe('NotFound');
    expect((await t.post(school('saveNotes'), { lessonId: lessons[1], notes: 'x'.repeat(5001) }, teacher)).success).toBe(false);
  });

  it('refuses classroom calls to staff without the screens and to students', async () => {
    await addStaffWithScreens(t.database.db, 'no-classroom', []);
    const bare = await staffToken(t, 'no-classroom', 'Teacher@2026');
    expect((await t.post(school('myClass'), {}, bare)).code).toBe('AuthFailure');
    expect((await t.post(school('myClass'), {}, student)).success).toBe(false);
  });
});
