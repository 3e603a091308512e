import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { ErrorCodes } from '../../shared/error-codes';
import { addStaffWithScreens, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const { admin } = demoAccounts;

/**
 * The teacher classroom's 培训课程 shows the platform's published teacher trainings (教师培训,
 * category 1) — not the school area's course trainings — and 教研活动 / 学科资料 read the
 * published activities and materials behind the teacher-classroom screens.
 */
describe.each(backends)('teacher classroom content on %s', (backend) => {
  let t: TestApp;
  let adminToken: string;
  let teacher: string;
  let bare: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    adminToken = (await t.login('admin', admin.userName, admin.password)).content.token;
    await addStaffWithScreens(t.database.db, 'trainee', ['training-course', 'training-course-details', 'activities', 'subject-data']);
    teacher = await staffToken(t, 'trainee', 'Teacher@2026');
    await addStaffWithScreens(t.database.db, 'no-training', ['myClass']);
    bare = await staffToken(t, 'no-training', 'Teacher@2026');
  });
  afterAll(() => t.close());
  const made = async (path: string, body: object) => {
    const answer = await t.post(`/java-api/admin/${path}/create`, body, adminToken);
    expect(answer.success, answer.message).toBe(true);
    return answer.content as { id: number };
  };
  const school = (path: string, body: object, token = teacher) => t.post(`/java-api/school/${path}`, body, token);

  it('lists and opens published teacher trainings only', async () => {
    const forTeachers = await made('teacherTraining', { title: '新教师入职培训', category: 1 });
    await made('teacherTraining/chapter', { trainingId: forTeachers.id, title: '课堂管理', sortOrder: 1 });
    const course = await made('teacherTraining', { title: '图形化课程培训', category: 2 });
    await t.post('/java-api/admin/teacherTraining/updatePostState', { id: course.id, postState: 1 }, adminToken);
    // Not published yet: neither listed nor opened.
    expect((await school('teacherTraining/queryList', {})).content).toEqual([]);
    expect((await school('teacherTraining/detail', { id: forTeachers.id })).code).toBe(ErrorCodes.NotFound);
    await t.post('/java-api/admin/teacherTraining/updatePostState', { id: forTeachers.id, postState: 1 }, adminToken);
    const list = await school('teacherTraining/queryList', {});
    expect(list.content.map((r: { title: string }) => r.title)).toEqual(['新教师入职培训']);
    expect(list.content[0]).toMatchObject({ chapterCount: 1 });
    expect((await school('teacherTraining/detail', { id: forTeachers.id })).content.chapters).toEqual([expect.objectContaining({ title: '课堂管理' })]);
    // A course training belongs to the school area's 课程培训, not here.
    expect((await school('teacherTraining/detail', { id: course.id })).code).toBe(ErrorCodes.NotFound);
    expect((await school('coursesTraining/queryList', {})).code).toBe(ErrorCodes.AuthFailure);
  });

  it('opens research activities and the material library to the teacher-classroom screens, and nothing without them', async () => {
    const activity = await made('researchActivity', { title: '冬季教研', startTime: '2030-12-01T02:00:00.000Z', content: '说课' });
    await t.post('/java-api/admin/researchActivity/updateNewState', { id: activity.id, newState: 1 }, adminToken);
    expect((await school('researchActivity/queryList', {})).content.map((a: { title: string }) => a.title)).toContain('冬季教研');
    expect((await school('material/queryList', {})).success).toBe(true);
    expect((await school('currMat/detail', { id: 999999 })).code).toBe(ErrorCodes.NotFound);
    for (const path of ['teacherTraining/queryList', 'researchActivity/queryList', 'material/queryList']) {
      expect((await school(path, {}, bare)).code, path).toBe(ErrorCodes.AuthFailure);
    }
    expect((await school('teacherTraining/detail', { id: 1 }, bare)).code).toBe(ErrorCodes.AuthFailure);
    expect((await school('currMat/detail', { id: 1 }, bare)).code).toBe(ErrorCodes.AuthFailure);
  });
});
