import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { ownCourseMessages } from '../../shared/own-course/own-course-messages';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * A school's self-made curricula (owncourse): systems → curricula → ordered lessons, granted to
 * the school's classes and sold as campus courses; each school sees only its own, and a
 * curriculum in use cannot be deleted.
 */
describe.each(backends)('self-made curricula on %s', (backend) => {
  let t: TestApp;
  let principal: string;
  let intruder: string;
  let other: Awaited<ReturnType<typeof addOtherSchool>>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    other = await addOtherSchool(t.database.db);
    principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
  });
  afterAll(() => t.close());

  const created = async (path: string, body: Record<string, unknown>, token = principal) => {
    const answer = await t.post(path, body, token);
    expect(answer.success, answer.message).toBe(true);
    return answer.content as { id: number } & Record<string, unknown>;
  };
  const lessonTitles = async (curriculumId: number, token = principal) =>
    (await t.post('/java-api/school/selfCurrMat/queryList', { curriculumId, pageSize: 100 }, token)).content.list.map((l: { title: string }) => l.title);

  it('builds a system, a curriculum and ordered lessons, sanitizing the rich text and refusing script', async () => {
    const system = await created('/java-api/school/selfCurrSystem/create', { name: '少儿编程体系' });
    const curriculum = await created('/java-api/school/selfCurr/create', { systemId: system.id, name: 'Scratch 入门' });
    expect(curriculum).toMatchObject({ systemName: '少儿编程体系', state: 1 });
    const first = await created('/java-api/school/selfCurrMat/create', { curriculumId: curriculum.id, title: ' 认识舞台 ', sortOrder: 1, content: '<p>欢迎<iframe src="https://x"></iframe></p>' });
    expect(first).toMatchObject({ title: '认识舞台', content: '<p>欢迎</p>' });
    await created('/java-api/school/selfCurrMat/create', { curriculumId: curriculum.id, title: '角色移动', sortOrder: 2, attachment: '/uploads/a.pdf', attachmentName: '讲义.pdf', ojProblemIds: '1001,1002' });
    await created('/java-api/school/selfCurrMat/create', { curriculumId: curriculum.id, title: '造型切换', sortOrder: 2 });
    expect(await lessonTitles(curriculum.id)).toEqual(['认识舞台', '角色移动', '造型切换']);

    const script = await t.post('/java-api/school/selfCurrMat/create', { curriculumId: curriculum.id, title: '坏', content: '<img src=x onerror=alert(1)>' }, principal);
    expect(script).toMatchObject({ success: false, message: ownCourseMessages.lessonScript });
    const nul = await t.post('/java-api/school/selfCurrMat/create', { curriculumId: curriculum.id, title: 'a\u0000b' }, principal);
    expect(nul.success).toBe(false);
    expect(nul.message).toContain('不能包含空字符');
    const long = await t.post('/java-api/school/selfCurrMat/create', { curriculumId: curriculum.id, title: 'x', content: 'x'.repeat(50001) }, principal);
    expect(long.success).toBe(false);
    const badProblems = await t.post('/java-api/school/selfCurrMat/create', { curriculumId: curriculum.id, title: 'x', ojProblemIds: '1001;drop' }, principal);
    expect(badProblems.success).toBe(false);
    expect(await lessonTitles(curriculum.id)).toEqual(['认识舞台', '角色移动', '造型切换']);

    // Moving renumbers the lessons, so the order stays unambiguous; the edges refuse.
    const list = (await t.post('/java-api/school/selfCurrMat/queryList', { curriculumId: curriculum.id }, principal)).content.list as { id: number; title: string }[];
    expect((await t.post('/java-api/school/selfCurrMat/move', { id: list[2].id, direction: 'up' }, principal)).success).toBe(true);
    expect(await lessonTitles(curriculum.id)).toEqual(['认识舞台', '造型切换', '角色移动']);
    expect(await t.post('/java-api/school/selfCurrMat/move', { id: list[0].id, direction: 'up' }, principal)).toMatchObject({ success: false, message: ownCourseMessages.lessonAtEdge });
  });

  it('caps a curriculum at 200 lessons', async () => {
    const system = await created('/java-api/school/selfCurrSystem/create', { name: '容量体系' });
    const curriculum = await created('/java-api/school/selfCurr/create', { systemId: system.id, name: '长课程' });
    const { schoolCurriculumLessons } = await import('../../server/db/schema');
    const [row] = await t.database.db.select().from(schoolCurriculumLessons).limit(1);
    await t.database.db.insert(schoolCurriculumLessons).values(Array.from({ length: 200 }, (_, i) => ({ schoolId: row.schoolId, curriculumId: curriculum.id, title: `第${i + 1}课`, sortOrder: i + 1 })));
    expect(await t.post('/java-api/school/selfCurrMat/create', { curriculumId: curriculum.id, title: '多一课' }, principal)).toMatchObject({ success: false, message: ownCourseMessages.tooManyLessons });
  });

  it('keeps one school out of another school\'s systems, curricula, lessons and grants', async () => {
    const system = await created('/java-api/school/selfCurrSystem/create', { name: '本校体系' });
    const curriculum = await created('/java-api/school/selfCurr/create', { systemId: system.id, name: '本校课程' });
    const lesson = await created('/java-api/school/selfCurrMat/create', { curriculumId: curriculum.id, title: '本校课节' });

    expect((await t.post('/java-api/school/selfCurrSystem/queryList', {}, intruder)).content.list).toEqual([]);
    expect((await t.post('/java-api/school/selfCurr/queryList', {}, intruder)).content.list).toEqual([]);
    expect((await t.post('/java-api/school/selfCurr/detail', { id: curriculum.id }, intruder)).success).toBe(false);
    expect(await lessonTitles(curriculum.id, intruder)).toEqual([]);
    expect((await t.post('/java-api/school/selfCurrMat/detail', { id: lesson.id }, intruder)).success).toBe(false);
    expect((await t.post('/java-api/school/selfCurrMat/edit', { id: lesson.id, title: '改掉' }, intruder)).success).toBe(false);
    expect((await t.post('/java-api/school/selfCurrMat/move', { id: lesson.id, direction: 'down' }, intruder)).success).toBe(false);
    expect((await t.post('/java-api/school/selfCurr/delete', { id: curriculum.id }, intruder)).success).toBe(false);
    // Writing into our curriculum, or filing theirs under our system, is refused as a missing row.
    expect((await t.post('/java-api/school/selfCurrMat/create', { curriculumId: curriculum.id, title: '闯入' }, intruder)).success).toBe(false);
    expect((await t.post('/java-api/school/selfCurr/create', { systemId: system.id, name: '闯入' }, intruder)).success).toBe(false);
    // Nor can they grant our curriculum to their class, or ours to their class.
    expect((await t.post('/java-api/school/selfCurrClass/create', { curriculumId: curriculum.id, classId: other.cls.id }, intruder)).success).toBe(false);
    expect((await t.post('/java-api/school/selfCurrClass/create', { curriculumId: curriculum.id, classId: other.cls.id }, principal)).success).toBe(false);
    expect(await lessonTitles(curriculum.id)).toEqual(['本校课节']);
    expect((await t.post('/java-api/school/selfCurr/detail', { id: curriculum.id }, principal)).content.name).toBe('本校课程');
  });

  it('refuses to delete a curriculum granted to a class or sold as a campus course, then deletes it with its lessons', async () => {
    const system = await created('/java-api/school/selfCurrSystem/create', { name: '删除体系' });
    const curriculum = await created('/java-api/school/selfCurr/create', { systemId: system.id, name: '在用课程' });
    await created('/java-api/school/selfCurrMat/create', { curriculumId: curriculum.id, title: '第一课' });
    const classes = await t.post('/java-api/school/cls/queryList', { pageSize: 1 }, principal);
    const grant = await created('/java-api/school/selfCurrClass/create', { curriculumId: curriculum.id, classId: classes.content.list[0].id });
    expect((await t.post('/java-api/school/selfCurrClass/create', { curriculumId: curriculum.id, classId: classes.content.list[0].id }, principal)).success).toBe(false);

    expect(await t.post('/java-api/school/selfCurr/delete', { id: curriculum.id }, principal)).toMatchObject({ success: false, message: ownCourseMessages.grantedToClasses(1) });
    expect((await t.post('/java-api/school/selfCurrClass/delete', { id: grant.id }, principal)).success).toBe(true);

    // A campus course picks the self-made curriculum from the list its picker reads.
    const picker = await t.post('/java-api/school/selfCurr/queryList', { keyword: '在用课程' }, principal);
    expect(picker.content.list.map((c: { id: number }) => c.id)).toEqual([curriculum.id]);
    const course = await created('/java-api/school/campusCourse/create', { name: '在用课程 春季班', ownCurriculumId: curriculum.id, hours: 24, unitPrice: 10000 });
    expect(course.ownCurriculumName).toBe('在用课程');
    expect(await t.post('/java-api/school/selfCurr/delete', { id: curriculum.id }, principal)).toMatchObject({ success: false, message: ownCourseMessages.soldAsCourses(1) });
    expect((await t.post('/java-api/school/campusCourse/edit', { id: course.id, ownCurriculumId: null }, principal)).success).toBe(true);

    // A system still holding curricula stays; the curriculum goes with its lessons.
    expect((await t.post('/java-api/school/selfCurrSystem/delete', { id: system.id }, principal)).success).toBe(false);
    expect((await t.post('/java-api/school/selfCurr/delete', { id: curriculum.id }, principal)).success).toBe(true);
    expect(await lessonTitles(curriculum.id)).toEqual([]);
    expect((await t.post('/java-api/school/selfCurrSystem/delete', { id: system.id }, principal)).success).toBe(true);
  });

  it('leaves the platform curricula read-only to the school', async () => {
    expect((await t.post('/java-api/admin/curriculum/create', { subjectId: 1, name: '改平台' }, principal)).success).toBe(false);
  });
});
