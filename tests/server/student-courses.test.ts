import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentCourseMessages } from '../../shared/classroom/student-course-messages';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { curricula, curriculumGrants, curriculumLessons, students } from '../../server/db/schema';
import { lessonLocked } from '../../server/features/classroom/class-lessons';
import { ownLessonMissing } from '../../server/features/classroom/own-lesson-unlocks';
import { hashPassword } from '../../server/lib/password-hash';
import { demoAccounts } from '../../server/seed/demo-data';
import { otherPrincipal } from './crud-fixtures';
import { addLesson } from './lesson-fixture';
import { studentToken } from './oj-fixtures';
import { startOwnCourseScene, type OwnCourseScene } from './own-course-scene';
import { backends } from './test-database';
import type { TestApp } from './test-app';

const stu = (path: string) => `/java-api/student/classroom/${path}`;

interface Course {
  source: string;
  id: number;
  name: string;
  lessonCount: number;
  openedCount: number;
}

/**
 * The student classroom's courses (section 2): a student sees the platform curricula granted to
 * the school with the lessons their class teacher opened, and the school's self-made curricula
 * granted to their class, side by side; they read only open lessons, only of their own class,
 * never another class's self-made course nor another school's anything.
 */
describe.each(backends)('student courses on %s', (backend) => {
  let t: TestApp;
  let teacher: string;
  let principal: string;
  let student: string;
  let classmateElsewhere: string;
  let otherStudent: string;
  let classId: number;
  let otherClassId: number;
  let platformId: number;
  let lessons: number[];
  let ownId: number;
  let ownLessons: number[];
  let elsewhereOwnId: number;
  let pausedOwnId: number;
  let elsewhereLessonId: number;
  let system: number;
  let made: OwnCourseScene['made'];

  beforeAll(async () => {
    const scene = await startOwnCourseScene(backend);
    ({ t, teacher, principal, student, classId, made, system } = scene);
    const { db, demo, demoStudent, other } = scene;
    otherClassId = scene.secondClassId;

    // A platform curriculum of three lessons, on sale and granted to the demo school only.
    const first = await addLesson(db);
    const [lesson] = await db.select().from(curriculumLessons).where(eq(curriculumLessons.id, first));
    platformId = lesson.curriculumId;
    await db.update(curriculumLessons).set({ chapter: '第一单元', content: '认识舞台和角色', video: '/uploads/v1.mp4', courseware: '/uploads/k1.pdf' }).where(eq(curriculumLessons.id, first));
    const rest = await db
      .insert(curriculumLessons)
      .values([
        { curriculumId: platformId, chapter: '第一单元', title: '第二课', sortOrder: 2 },
        { curriculumId: platformId, chapter: '第二单元', title: '第三课', sortOrder: 3 },
      ])
      .returning();
    lessons = [first, ...rest.map((r) => r.id)];
    await db.update(curricula).set({ state: 1, description: '从零开始学编程' }).where(eq(curricula.id, platformId));
    await db.insert(curriculumGrants).values({ schoolId: demo.id, curriculumId: platformId });

    // The second class of the demo school gets a pupil of its own.
    const passwordHash = await hashPassword(encodePasswordForTransport(demoAccounts.student.password));
    await db.insert(students).values({ schoolId: demo.id, campusId: demoStudent.campusId, classId: otherClassId, userName: 'second-class', passwordHash, realName: '二班同学', code: 'S2B' });
    classmateElsewhere = await studentToken(t, 'second-class');
    otherStudent = await studentToken(t, other.student.userName, otherPrincipal.password);

    // Self-made: one granted to the demo class, one to the second class, one granted but 停用.
    ({ curriculumId: ownId, lessonIds: ownLessons } = await scene.addOwnCourse(
      '校本 Scratch',
      [
        { title: '小猫走路', content: '<p>让<b>小猫</b>动起来</p>', video: '/uploads/cat.mp4' },
        { title: '小猫说话', attachment: '/uploads/a.pdf', attachmentName: '讲义.pdf', ojProblemIds: '1001,1002' },
      ],
      { description: '我们学校自己的课' },
    ));
    // Granted with every lesson open at once, as every grant made before lesson-by-lesson opening reads.
    await scene.grant(ownId, classId, true);
    const elsewhere = await scene.addOwnCourse('二班专属', [{ title: '二班的课' }]);
    ({ curriculumId: elsewhereOwnId, lessonIds: [elsewhereLessonId] } = elsewhere);
    await scene.grant(elsewhereOwnId, otherClassId, true);
    ({ curriculumId: pausedOwnId } = await scene.addOwnCourse('停用的课', [], { state: 0 }));
    await scene.grant(pausedOwnId, classId);

    // The teacher opens the first and the third platform lesson to the class.
    for (const lessonId of [lessons[0], lessons[2]]) {
      expect((await t.post('/java-api/school/classroom/unlockLesson', { classId, lessonId, unlocked: true }, teacher)).success).toBe(true);
    }
    // Five sign-ins and a dozen writes: room for a busy machine.
  }, 120_000);
  afterAll(() => t.close());

  it('lists platform and self-made courses side by side, only those open to my class', async () => {
    const mine = (await t.post(stu('courses'), {}, student)).content as Course[];
    expect(mine.map((c) => `${c.source}:${c.name}`).sort()).toEqual(['own:校本 Scratch', 'platform:图形化入门']);
    expect(mine.find((c) => c.source === 'platform')).toMatchObject({ id: platformId, lessonCount: 3, openedCount: 2, description: '从零开始学编程' });
    expect(mine.find((c) => c.source === 'own')).toMatchObject({ id: ownId, subjectName: '校本课程', lessonCount: 2, openedCount: 2 });

    const elsewhere = (await t.post(stu('courses'), {}, classmateElsewhere)).content as Course[];
    expect(elsewhere.map((c) => `${c.source}:${c.name}:${c.openedCount}`).sort()).toEqual(['own:二班专属:1', 'platform:图形化入门:0']);
    expect((await t.post(stu('courses'), {}, otherStudent)).content).toEqual([]);
  });

  it('shows my class home: teacher, classmates, courses and the lessons opened lately; never another class', async () => {
    const home = await t.post(stu('classHome'), { classId }, student);
    expect(home.success, home.message).toBe(true);
    expect(home.content.class).toMatchObject({ id: classId, name: 'Python 启蒙一班', teacherName: '李老师' });
    expect(home.content.classmates.map((s: { realName: string; me: boolean }) => `${s.realName}${s.me ? '(我)' : ''}`)).toEqual(['张小明(我)', '刘小红', '陈小刚']);
    expect(home.content.recentLessons.map((l: { lessonId: number }) => l.lessonId).sort()).toEqual([lessons[0], lessons[2]].sort());
    expect(home.content.courses.map((c: Course) => c.name).sort()).toEqual(['图形化入门', '校本 Scratch']);
    expect(home.content.myWorkCount).toBe(0);

    for (const [token, id] of [[student, otherClassId], [classmateElsewhere, classId], [otherStudent, classId]] as const) {
      expect(await t.post(stu('classHome'), { classId: id }, token)).toMatchObject({ success: false, code: 'NotFound', message: studentCourseMessages.classMissing });
    }
  });

  it('lists a course\'s lessons open or locked for my class; a self-made course is open throughout', async () => {
    const platform = await t.post(stu('courseLessons'), { source: 'platform', curriculumId: platformId }, student);
    expect(platform.content.className).toBe('Python 启蒙一班');
    expect(platform.content.lessons.map((l: { title: string; unlocked: boolean; chapter: string }) => `${l.chapter}/${l.title}/${l.unlocked}`)).toEqual(['第一单元/第一课/true', '第一单元/第二课/false', '第二单元/第三课/true']);
    expect(platform.content.lessons[0]).toMatchObject({ hasVideo: true, hasMaterial: true });

    const own = await t.post(stu('courseLessons'), { source: 'own', curriculumId: ownId }, student);
    expect(own.content.lessons.map((l: { title: string; unlocked: boolean }) => `${l.title}/${l.unlocked}`)).toEqual(['小猫走路/true', '小猫说话/true']);

    // Another class's self-made course, a paused one, another school's student, the wrong source: not found.
    for (const [token, body] of [
      [student, { source: 'own', curriculumId: elsewhereOwnId }],
      [student, { source: 'own', curriculumId: pausedOwnId }],
      [student, { source: 'platform', curriculumId: ownId + 100000 }],
      [classmateElsewhere, { source: 'own', curriculumId: ownId }],
      [otherStudent, { source: 'own', curriculumId: ownId }],
      [otherStudent, { source: 'platform', curriculumId: platformId }],
    ] as const) {
      expect(await t.post(stu('courseLessons'), body, token)).toMatchObject({ success: false, code: 'NotFound', message: studentCourseMessages.courseMissing });
    }
  });

  it('opens a lesson with its material and the open lessons around it; a locked one is refused', async () => {
    const first = await t.post(stu('courseLesson'), { source: 'platform', lessonId: lessons[0] }, student);
    expect(first.content).toMatchObject({
      source: 'platform', title: '第一课', curriculumName: '图形化入门', chapter: '第一单元', video: '/uploads/v1.mp4', courseware: '/uploads/k1.pdf',
      content: '认识舞台和角色', contentFormat: 'text', previousLessonId: null, nextLessonId: lessons[2], position: 1, lessonCount: 3,
    });
    // The second lesson is still locked: it is skipped when stepping on, and refused when asked for.
    expect(await t.post(stu('courseLesson'), { source: 'platform', lessonId: lessons[1] }, student)).toMatchObject({ success: false, message: lessonLocked });
    expect((await t.post(stu('courseLesson'), { source: 'platform', lessonId: lessons[2] }, student)).content).toMatchObject({ previousLessonId: lessons[0], nextLessonId: null });
    // The class of the other pupil has nothing open.
    expect((await t.post(stu('courseLesson'), { source: 'platform', lessonId: lessons[0] }, classmateElsewhere)).message).toBe(lessonLocked);

    const own = await t.post(stu('courseLesson'), { source: 'own', lessonId: ownLessons[1] }, student);
    expect(own.content).toMatchObject({
      source: 'own', title: '小猫说话', curriculumName: '校本 Scratch', courseware: '/uploads/a.pdf', coursewareName: '讲义.pdf', contentFormat: 'html',
      ojProblemIds: [1001, 1002], previousLessonId: ownLessons[0], nextLessonId: null, position: 2, lessonCount: 2,
    });
    expect((await t.post(stu('courseLesson'), { source: 'own', lessonId: ownLessons[0] }, student)).content).toMatchObject({ content: '<p>让<b>小猫</b>动起来</p>', video: '/uploads/cat.mp4' });

    for (const token of [classmateElsewhere, otherStudent]) {
      expect(await t.post(stu('courseLesson'), { source: 'own', lessonId: ownLessons[0] }, token)).toMatchObject({ success: false, code: 'NotFound', message: studentCourseMessages.lessonMissing });
    }
    expect((await t.post(stu('courseLesson'), { source: 'platform', lessonId: lessons[0] }, otherStudent)).code).toBe('NotFound');
  });

  it('opens a self-made course granted lesson by lesson one lesson at a time, as the class teacher decides', async () => {
    const stepwise = await made('/java-api/school/selfCurr/create', { systemId: system, name: '逐课开放的课' });
    const steps = [
      await made('/java-api/school/selfCurrMat/create', { curriculumId: stepwise, title: '第一步', sortOrder: 1, content: '<p>一</p>' }),
      await made('/java-api/school/selfCurrMat/create', { curriculumId: stepwise, title: '第二步', sortOrder: 2 }),
    ];
    // A new grant, without 全部课节直接开放: nothing is open yet.
    await made('/java-api/school/selfCurrClass/create', { curriculumId: stepwise, classId });
    const course = async () => ((await t.post(stu('courses'), {}, student)).content as Course[]).find((c) => c.source === 'own' && c.id === stepwise);
    expect(await course()).toMatchObject({ lessonCount: 2, openedCount: 0 });
    const path = async () => (await t.post(stu('courseLessons'), { source: 'own', curriculumId: stepwise }, student)).content.lessons.map((l: { title: string; unlocked: boolean }) => `${l.title}/${l.unlocked}`);
    expect(await path()).toEqual(['第一步/false', '第二步/false']);
    expect(await t.post(stu('courseLesson'), { source: 'own', lessonId: steps[0] }, student)).toMatchObject({ success: false, code: 'AuthFailure', message: lessonLocked });

    // The class teacher sees it on the class page beside the platform's and opens the first lesson.
    const detail = await t.post('/java-api/school/classroom/classDetail', { classId }, teacher);
    expect(detail.content.curricula.find((c: { source: string; id: number }) => c.source === 'own' && c.id === stepwise)).toMatchObject({ name: '逐课开放的课', openAll: false, openedCount: 0, lessonCount: 2 });
    expect(detail.content.curricula.find((c: { source: string; id: number }) => c.source === 'own' && c.id === ownId)).toMatchObject({ openAll: true, openedCount: 2 });
    const teacherLessons = await t.post('/java-api/school/classroom/classLessons', { classId, curriculumId: stepwise, source: 'own' }, teacher);
    expect(teacherLessons.content.lessons.map((l: { title: string; unlockedAt: string | null }) => `${l.title}/${l.unlockedAt !== null}`)).toEqual(['第一步/false', '第二步/false']);
    const unlock = (lessonId: number, unlocked: boolean, token = teacher, cls = classId) => t.post('/java-api/school/classroom/unlockLesson', { classId: cls, lessonId, unlocked, source: 'own' }, token);
    expect(await unlock(steps[0], true)).toMatchObject({ success: true, content: { lessonId: steps[0], unlockedAt: expect.any(String) } });
    expect(await path()).toEqual(['第一步/true', '第二步/false']);
    expect(await course()).toMatchObject({ openedCount: 1 });
    expect((await t.post(stu('courseLesson'), { source: 'own', lessonId: steps[0] }, student)).content).toMatchObject({ title: '第一步', nextLessonId: null });
    expect((await t.post(stu('courseLesson'), { source: 'own', lessonId: steps[1] }, student)).message).toBe(lessonLocked);

    // Not the teacher's class, a lesson not granted to this class, a grant that is all open: refused.
    expect(await unlock(steps[1], true, teacher, otherClassId)).toMatchObject({ success: false, code: 'NotFound' });
    expect(await unlock(elsewhereLessonId, true)).toMatchObject({ success: false, code: 'NotFound', message: ownLessonMissing });
    expect(await unlock(ownLessons[0], false)).toMatchObject({ success: false, code: 'ActionFailure' });
    expect(await path()).toEqual(['第一步/true', '第二步/false']);
    // Locked again, it is closed to the student again.
    expect((await unlock(steps[0], false)).success).toBe(true);
    expect(await path()).toEqual(['第一步/false', '第二步/false']);
  });

  it('refuses bad input and staff sessions', async () => {
    const bad = await t.post(stu('courseLesson'), { source: 'school', lessonId: lessons[0] }, student);
    expect(bad).toMatchObject({ success: false, code: 'InvalidParameter' });
    expect((await t.post(stu('courseLessons'), { source: 'own', curriculumId: 0 }, student)).code).toBe('InvalidParameter');
    expect((await t.post(stu('classHome'), {}, student)).code).toBe('InvalidParameter');
    expect((await t.post(stu('courses'), {}, teacher)).success).toBe(false);
    expect((await t.post(stu('classHome'), { classId }, principal)).success).toBe(false);
  });
});
