import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeworks, ownLessonPreparations, schools } from '../../server/db/schema';
import { openAllRefused } from '../../server/features/classroom/class-lessons';
import { ownLessonMissing } from '../../server/features/classroom/own-lesson-unlocks';
import { lessonMissing } from '../../server/features/classroom/platform-lessons';
import { classMissing } from '../../server/features/classroom/teacher-classes';
import { ownCourseMessages } from '../../shared/own-course/own-course-messages';
import { startOwnCourseScene, type OwnCourseScene } from './own-course-scene';
import { backends } from './test-database';
import type { TestApp } from './test-app';

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
  let scene: OwnCourseScene;
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
  let made: OwnCourseScene['made'];

  beforeAll(async () => {
    scene = await startOwnCourseScene(backend);
    ({ t, principal, teacher, intruder, student: pupil, classId, secondClassId, made } = scene);
    otherSchoolClassId = scene.other.cls.id;
    ({ curriculumId, lessonIds: lessons } = await scene.addOwnCourse('校本 Scratch', [
      { title: '小猫走路', content: '<p>让<b>小猫</b>动起来</p>' },
      { title: '小猫说话', content: '<p>说你好</p>', attachment: '/uploads/a.pdf', attachmentName: '讲义.pdf', ojProblemIds: '1001,1002' },
      { title: '小猫跳舞' },
    ]));
    // Granted lesson by lesson to the teacher's class; another curriculum only to the second class, a third all open.
    await scene.grant(curriculumId, classId);
    const elsewhere = await scene.addOwnCourse('二班专属', [{ title: '二班的课' }]);
    [elsewhereLesson] = elsewhere.lessonIds;
    await scene.grant(elsewhere.curriculumId, secondClassId);
    const allOpen = await scene.addOwnCourse('全部开放的课', [{ title: '一次开完' }]);
    [openAllLesson] = allOpen.lessonIds;
    await scene.grant(allOpen.curriculumId, classId, true);
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

  it('keeps my 备课 notes on a self-made lesson like a platform one: saved, read back, shown when teaching, mine alone, never another school', async () => {
    const prepare = (body: Record<string, unknown>, token = teacher) => t.post(classroom('prepare'), { source: 'own', ...body }, token);
    const save = (body: Record<string, unknown>, token = teacher) => t.post(classroom('saveNotes'), { source: 'own', ...body }, token);
    const before = await prepare({ lessonId: lessons[0] });
    expect(before).toMatchObject({
      success: true,
      content: { lesson: { source: 'own', id: lessons[0], curriculumName: '校本 Scratch', title: '小猫走路', content: '<p>让<b>小猫</b>动起来</p>', contentFormat: 'html' }, notes: '', notesUpdatedAt: null },
    });
    // Only my classes the curriculum is granted to: the teacher's class, not 二班 (the principal sees every class).
    expect(before.content.classes.map((c: { id: number }) => c.id)).toEqual([classId]);
    expect((await prepare({ lessonId: lessons[0] }, principal)).content.classes.map((c: { id: number }) => c.id)).toEqual([classId]);

    const saved = await save({ lessonId: lessons[0], notes: '先演示小猫走路，再让学生改速度' });
    expect(saved).toMatchObject({ success: true, message: '备课笔记已保存', content: { notes: '先演示小猫走路，再让学生改速度' } });
    expect(saved.content.notesUpdatedAt).not.toBeNull();
    expect((await prepare({ lessonId: lessons[0] })).content).toMatchObject({ notes: '先演示小猫走路，再让学生改速度', notesUpdatedAt: saved.content.notesUpdatedAt });
    expect((await save({ lessonId: lessons[0], notes: '改过的笔记' })).content.notes).toBe('改过的笔记');
    expect((await t.post(classroom('teachLesson'), { classId, lessonId: lessons[0], source: 'own' }, teacher)).content.notes).toBe('改过的笔记');
    // Kept with the teacher's school; private: the principal of the same school has none of them.
    const [demo] = await t.database.db.select().from(schools).where(eq(schools.domain, 'demo'));
    expect((await t.database.db.select().from(ownLessonPreparations)).map((r) => `${r.lessonId}/${r.schoolId}/${r.notes}`)).toEqual([`${lessons[0]}/${demo.id}/改过的笔记`]);
    expect((await prepare({ lessonId: lessons[0] }, principal)).content.notes).toBe('');

    // Another school's principal neither reads nor writes notes on this school's lesson; nothing is written.
    expect(await prepare({ lessonId: lessons[0] }, intruder)).toMatchObject({ success: false, code: 'NotFound', message: ownLessonMissing });
    expect(await save({ lessonId: lessons[0], notes: '偷偷写' }, intruder)).toMatchObject({ success: false, code: 'NotFound', message: ownLessonMissing });
    // The lesson's id asked for as a platform lesson is a platform lesson that is not there.
    expect(await save({ lessonId: lessons[0], notes: '写错来源', source: 'platform' })).toMatchObject({ success: false, code: 'NotFound', message: lessonMissing });
    expect(await t.database.db.select().from(ownLessonPreparations)).toHaveLength(1);
    expect((await save({ lessonId: lessons[0], notes: 'x'.repeat(5001) })).code).toBe('InvalidParameter');
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

  it('lists the school\'s own enabled curricula in 备课中心 after the platform\'s, with my prepared count, and opens their lessons with source=own', async () => {
    const prepCurricula = (token = teacher) => t.post(classroom('prepCurricula'), {}, token);
    const prepLessons = (body: Record<string, unknown>, token = teacher) => t.post(classroom('prepLessons'), body, token);
    const course = await scene.addOwnCourse('备课中心的课', [{ title: '第一课' }, { title: '第二课' }], { level: 2, description: '自建课程简介' });
    const stopped = await scene.addOwnCourse('停用的课', [{ title: '停用的一课' }], { state: 0 });
    expect((await t.post(classroom('saveNotes'), { source: 'own', lessonId: course.lessonIds[1], notes: '第二课先讲循环' }, teacher)).success).toBe(true);

    const list = (await prepCurricula()).content as { source: string; id: number; name: string }[];
    // Platform curricula first, then the school's own in their order; a stopped one is not prepared.
    const firstOwn = list.findIndex((c) => c.source === 'own');
    expect(firstOwn).toBeGreaterThanOrEqual(0);
    expect(list.map((c) => c.source)).toEqual([...list.slice(0, firstOwn).map(() => 'platform'), ...list.slice(firstOwn).map(() => 'own')]);
    expect(list.some((c) => c.source === 'own' && c.id === stopped.curriculumId)).toBe(false);
    expect(list.find((c) => c.source === 'own' && c.id === course.curriculumId)).toEqual({
      source: 'own', id: course.curriculumId, name: '备课中心的课', subjectName: '校本课程', cover: null, level: 2, description: '自建课程简介', lessonCount: 2, preparedCount: 1,
    });
    // The principal of the same school sees the curriculum with none of the teacher's notes; another school never sees it.
    expect(((await prepCurricula(principal)).content as { source: string; id: number; preparedCount: number }[]).find((c) => c.source === 'own' && c.id === course.curriculumId)?.preparedCount).toBe(0);
    expect(((await prepCurricula(intruder)).content as { source: string; id: number }[]).some((c) => c.source === 'own' && c.id === course.curriculumId)).toBe(false);

    const detail = await prepLessons({ curriculumId: course.curriculumId, source: 'own' });
    expect(detail.content.curriculum).toMatchObject({ source: 'own', id: course.curriculumId, preparedCount: 1 });
    expect(detail.content.lessons.map((l: { id: number; chapter: string | null; title: string; preparedAt: string | null }) => [l.id, l.chapter, l.title, l.preparedAt !== null])).toEqual([
      [course.lessonIds[0], null, '第一课', false],
      [course.lessonIds[1], null, '第二课', true],
    ]);
    // Not found: a stopped curriculum, another school's caller, and the id asked for as a platform curriculum.
    for (const [body, token] of [
      [{ curriculumId: stopped.curriculumId, source: 'own' }, teacher],
      [{ curriculumId: course.curriculumId, source: 'own' }, intruder],
      [{ curriculumId: course.curriculumId }, teacher],
    ] as const) expect(await prepLessons(body, token)).toMatchObject({ success: false, code: 'NotFound', message: '课程体系不存在' });
    expect((await prepLessons({ curriculumId: course.curriculumId, source: 'school' })).code).toBe('InvalidParameter');
  });
});
