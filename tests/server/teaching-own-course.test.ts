import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, homeworks, schools, staff, students } from '../../server/db/schema';
import { openAllRefused } from '../../server/features/classroom/class-lessons';
import { ownLessonMissing } from '../../server/features/classroom/own-lesson-unlocks';
import { lessonMissing } from '../../server/features/classroom/platform-lessons';
import { classMissing } from '../../server/features/classroom/teacher-classes';
import { demoAccounts } from '../../server/seed/demo-data';
import { ownCourseMessages } from '../../shared/own-course/own-course-messages';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { studentToken } from './oj-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const classroom = (path: string) => `/java-api/school/classroom/${path}`;
const homework = (path: string) => `/java-api/school/homework/${path}`;
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

/**
 * A school's own curriculum granted to a class is taught like a platform one: the class teacher
 * lists its lessons, opens the teaching view (rich text, attachment, practice problems, lessons
 * around), opens a lesson to the class, and gives it as homework the students hand in. Refused:
 * a class the teacher does not teach, a curriculum not granted to that class, another school's.
 */
describe.each(backends)('teaching a self-made curriculum on %s', (backend) => {
  let t: TestApp;
  let principal: string;
  let teacher: string;
  let intruder: string;
  let pupil: string;
  let classId: number;
  let secondClassId: number;
  let otherSchoolClassId: number;
  let curriculumId: number;
  let lessons: number[];
  let elsewhereLesson: number;
  let openAllLesson: number;

  const made = async (path: string, body: Record<string, unknown>) => {
    const answer = await t.post(path, body, principal);
    expect(answer.success, answer.message).toBe(true);
    return answer.content.id as number;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const { db } = t.database;
    const other = await addOtherSchool(db);
    otherSchoolClassId = other.cls.id;
    const [demo] = await db.select().from(schools).where(eq(schools.domain, 'demo'));
    [{ id: classId }] = await db.select({ id: classes.id }).from(classes).innerJoin(staff, eq(staff.id, classes.teacherId)).where(eq(staff.userName, demoAccounts.teacher.userName));
    const [demoStudent] = await db.select().from(students).where(eq(students.userName, demoAccounts.student.userName));
    [{ id: secondClassId }] = await db.insert(classes).values({ schoolId: demo.id, campusId: demoStudent.campusId!, name: '二班' }).returning();
    principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    teacher = await staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);
    intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    pupil = await studentToken(t);

    const system = await made('/java-api/school/selfCurrSystem/create', { name: '校本课程' });
    curriculumId = await made('/java-api/school/selfCurr/create', { systemId: system, name: '校本 Scratch' });
    lessons = [
      await made('/java-api/school/selfCurrMat/create', { curriculumId, title: '小猫走路', sortOrder: 1, content: '<p>让<b>小猫</b>动起来</p>' }),
      await made('/java-api/school/selfCurrMat/create', { curriculumId, title: '小猫说话', sortOrder: 2, content: '<p>说你好</p>', attachment: '/uploads/a.pdf', attachmentName: '讲义.pdf', ojProblemIds: '1001,1002' }),
      await made('/java-api/school/selfCurrMat/create', { curriculumId, title: '小猫跳舞', sortOrder: 3 }),
    ];
    // Granted lesson by lesson to the teacher's class; another curriculum only to the second class, a third all open.
    await made('/java-api/school/selfCurrClass/create', { curriculumId, classId });
    const elsewhere = await made('/java-api/school/selfCurr/create', { systemId: system, name: '二班专属' });
    elsewhereLesson = await made('/java-api/school/selfCurrMat/create', { curriculumId: elsewhere, title: '二班的课' });
    await made('/java-api/school/selfCurrClass/create', { curriculumId: elsewhere, classId: secondClassId });
    const allOpen = await made('/java-api/school/selfCurr/create', { systemId: system, name: '全部开放的课' });
    openAllLesson = await made('/java-api/school/selfCurrMat/create', { curriculumId: allOpen, title: '一次开完' });
    await made('/java-api/school/selfCurrClass/create', { curriculumId: allOpen, classId, openAll: true });
  }, 120_000);
  afterAll(() => t.close());

  it('teaches lesson 2 in the teaching view, opens it to the class and gives it as homework the student hands in', async () => {
    const list = await t.post(classroom('classLessons'), { classId, curriculumId, source: 'own' }, teacher);
    expect(list.content.lessons.map((l: { title: string; unlockedAt: string | null }) => `${l.title}/${l.unlockedAt === null}`)).toEqual(['小猫走路/true', '小猫说话/true', '小猫跳舞/true']);

    const view = await t.post(classroom('teachLesson'), { classId, lessonId: lessons[1], source: 'own' }, teacher);
    expect(view).toMatchObject({
      success: true,
      content: {
        lesson: { source: 'own', id: lessons[1], curriculumId, curriculumName: '校本 Scratch', title: '小猫说话', chapter: null, content: '<p>说你好</p>', contentFormat: 'html', courseware: '/uploads/a.pdf', coursewareName: '讲义.pdf', ojProblemIds: [1001, 1002] },
        unlockedAt: null,
        openAll: false,
        previousLessonId: lessons[0],
        nextLessonId: lessons[2],
        notes: '',
      },
    });
    expect(view.content.students.length).toBeGreaterThan(0);

    const openedCount = async () => ((await t.post(classroom('myClass'), {}, teacher)).content as Array<{ id: number; openedLessons: number }>).find((c) => c.id === classId)!.openedLessons;
    const before = await openedCount();
    const opened = await t.post(classroom('unlockLesson'), { classId, lessonId: lessons[1], unlocked: true, source: 'own' }, teacher);
    expect(opened).toMatchObject({ success: true, content: { lessonId: lessons[1] } });
    // The class header's 已开放 N 节课 counts self-made lessons beside platform ones.
    expect(await openedCount()).toBe(before + 1);
    expect((await t.post(classroom('teachLesson'), { classId, lessonId: lessons[1], source: 'own' }, teacher)).content.unlockedAt).not.toBeNull();

    const given = await t.post(homework('assign'), { classId, lessonId: lessons[1], source: 'own', dueAt: inDays(2), lateDays: 1, kind: 'python' }, teacher);
    expect(given).toMatchObject({ success: true, content: { source: 'own', lessonId: lessons[1], lessonTitle: '小猫说话', curriculumName: '校本 Scratch', title: '小猫说话 作业' } });
    const [row] = await t.database.db.select().from(homeworks).where(eq(homeworks.id, given.content.id));
    expect(row).toMatchObject({ lessonId: null, ownLessonId: lessons[1] });

    const mine = await t.post('/java-api/student/homework/list', { openOnly: true }, pupil);
    expect(mine.content.find((h: { id: number }) => h.id === given.content.id)).toMatchObject({ source: 'own', lessonTitle: '小猫说话', curriculumName: '校本 Scratch', state: 'open' });
    const work = (await t.post('/java-api/student/work/save', { kind: 'python', title: '小猫你好', source: 'print("你好")' }, pupil)).content.id as number;
    expect(await t.post('/java-api/student/homework/handIn', { homeworkId: given.content.id, workId: work }, pupil)).toMatchObject({ success: true, content: { state: 'handedIn', workId: work } });

    const followed = await t.post(homework('list'), { classId }, teacher);
    expect(followed.content.list.find((h: { id: number }) => h.id === given.content.id)).toMatchObject({ source: 'own', lessonTitle: '小猫说话', handedIn: 1 });
    const detail = await t.post(homework('detail'), { id: given.content.id }, teacher);
    expect(detail.content.students.find((s: { workId: number | null }) => s.workId === work)).toMatchObject({ state: 'handedIn', workTitle: '小猫你好' });

    // The hand-ins live in the homework: its lesson and curriculum are not deleted from under it.
    expect(await t.post('/java-api/school/selfCurrMat/delete', { id: lessons[1] }, principal)).toMatchObject({ success: false, code: 'ActionFailure', message: ownCourseMessages.givenAsHomework(1) });
    const grant = (await t.post('/java-api/school/selfCurrClass/queryList', { curriculumId }, principal)).content.list[0].id as number;
    expect((await t.post('/java-api/school/selfCurrClass/delete', { id: grant }, principal)).success).toBe(true);
    expect(await t.post('/java-api/school/selfCurr/delete', { id: curriculumId }, principal)).toMatchObject({ success: false, message: ownCourseMessages.givenAsHomework(1) });
    expect((await t.post('/java-api/school/selfCurrMat/delete', { id: lessons[2] }, principal)).success).toBe(true);
    // Taken off the class, the homework still shows its lesson to the teacher.
    expect((await t.post(homework('detail'), { id: given.content.id }, teacher)).content.homework).toMatchObject({ source: 'own', lessonTitle: '小猫说话' });
    await made('/java-api/school/selfCurrClass/create', { curriculumId, classId });
  });

  it('refuses another class, a curriculum not granted to the class, another school and the wrong source', async () => {
    const teach = (body: Record<string, unknown>, token = teacher) => t.post(classroom('teachLesson'), { classId, source: 'own', ...body }, token);
    const assign = (body: Record<string, unknown>, token = teacher) => t.post(homework('assign'), { classId, source: 'own', dueAt: inDays(2), lateDays: 0, ...body }, token);
    // A class the teacher does not teach, even of the same school, where that curriculum is granted.
    expect(await teach({ classId: secondClassId, lessonId: elsewhereLesson })).toMatchObject({ success: false, code: 'NotFound', message: classMissing });
    expect(await assign({ classId: secondClassId, lessonId: elsewhereLesson })).toMatchObject({ success: false, code: 'NotFound', message: classMissing });
    // The teacher's class, a lesson granted only to another class.
    expect(await teach({ lessonId: elsewhereLesson })).toMatchObject({ success: false, code: 'NotFound', message: ownLessonMissing });
    expect(await assign({ lessonId: elsewhereLesson })).toMatchObject({ success: false, code: 'NotFound', message: ownLessonMissing });
    expect(await t.post(classroom('unlockLesson'), { classId, lessonId: elsewhereLesson, unlocked: true, source: 'own' }, teacher)).toMatchObject({ success: false, code: 'NotFound', message: ownLessonMissing });
    // Another school's principal, on their own class, cannot reach this school's lesson.
    expect(await teach({ classId: otherSchoolClassId, lessonId: lessons[0] }, intruder)).toMatchObject({ success: false, code: 'NotFound', message: ownLessonMissing });
    expect(await assign({ classId: otherSchoolClassId, lessonId: lessons[0] }, intruder)).toMatchObject({ success: false, code: 'NotFound', message: ownLessonMissing });
    expect(await teach({ lessonId: lessons[0] }, intruder)).toMatchObject({ success: false, code: 'NotFound', message: classMissing });
    // A self-made lesson's id asked for as a platform lesson is a platform lesson that is not there.
    expect(await teach({ lessonId: lessons[0], source: 'platform' })).toMatchObject({ success: false, code: 'NotFound', message: lessonMissing });
    expect(await assign({ lessonId: lessons[0], source: 'platform' })).toMatchObject({ success: false, code: 'NotFound', message: lessonMissing });
    expect((await teach({ lessonId: lessons[0], source: 'mine' })).code).toBe('InvalidParameter');
    // 全部开放: taught and given as homework, but not opened or locked one by one.
    expect(await teach({ lessonId: openAllLesson })).toMatchObject({ success: true, content: { openAll: true } });
    expect((await teach({ lessonId: openAllLesson })).content.unlockedAt).not.toBeNull();
    expect(await t.post(classroom('unlockLesson'), { classId, lessonId: openAllLesson, unlocked: false, source: 'own' }, teacher)).toMatchObject({ success: false, code: 'ActionFailure', message: openAllRefused });
    expect(await assign({ lessonId: openAllLesson })).toMatchObject({ success: true, content: { source: 'own', lessonTitle: '一次开完' } });
    // Nothing written by the refusals: the intruder's school has no homework.
    const [otherSchool] = await t.database.db.select().from(schools).where(eq(schools.domain, 'other'));
    expect(await t.database.db.select().from(homeworks).where(eq(homeworks.schoolId, otherSchool.id))).toEqual([]);
  });
});
