import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { ErrorCodes } from '../../shared/error-codes';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const { admin, principal, teacher } = demoAccounts;
const api = (base: string, call: string) => `/java-api/admin/${base}/${call}`;

/**
 * The details the one course viewer shows a school: a published material group, a published
 * course training with its chapters, videos and files in order, a research activity past draft.
 * Unpublished content answers NotFound exactly like missing content.
 */
describe.each(backends)('school content details on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let principalToken: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = (await t.login('admin', admin.userName, admin.password)).content.token;
    principalToken = (await t.login('staff', principal.userName, principal.password)).content.token;
  });
  afterAll(() => t.close());
  const school = (path: string, body: object, caller = principalToken) => t.post(`/java-api/school/${path}`, body, caller);
  const made = async (base: string, body: object) => {
    const answer = await t.post(api(base, 'create'), body, token);
    expect(answer.success, answer.message).toBe(true);
    return answer.content as { id: number };
  };

  it('gives one published material group, training or activity, and nothing unpublished', async () => {
    const type = await made('materialType', { name: '角色' });
    const group = await made('materialGroup', { name: '小猫角色', materialTypeId: type.id });
    await made('material', { groupId: group.id, kind: 'image', name: '小猫', file: 'https://cdn.example.com/m/cat.png' });
    expect((await school('material/detail', { id: group.id })).code).toBe(ErrorCodes.NotFound);
    await t.post(api('materialGroup', 'updatePostState'), { id: group.id, postState: 1 }, token);
    expect((await school('material/detail', { id: group.id })).content).toMatchObject({ name: '小猫角色', materials: [{ name: '小猫', kind: 'image' }] });

    const training = await made('teacherTraining', { title: '图形化课程培训', category: 2 });
    const second = await made('teacherTraining/chapter', { trainingId: training.id, title: '第二章', sortOrder: 2 });
    const first = await made('teacherTraining/chapter', { trainingId: training.id, title: '第一章', sortOrder: 1 });
    await made('teacherTraining/video', { trainingId: training.id, chapterId: first.id, title: '导入', url: 'https://cdn.example.com/v/1.mp4' });
    await made('teacherTraining/file', { trainingId: training.id, name: '教案.pdf', file: 'https://cdn.example.com/f/1.pdf' });
    expect((await school('coursesTraining/detail', { id: training.id })).code).toBe(ErrorCodes.NotFound);
    await t.post(api('teacherTraining', 'updatePostState'), { id: training.id, postState: 1 }, token);
    const detail = (await school('coursesTraining/detail', { id: training.id })).content;
    expect(detail.training).toMatchObject({ title: '图形化课程培训', chapterCount: 2, videoCount: 1, fileCount: 1 });
    expect(detail.chapters.map((c: { id: number }) => c.id)).toEqual([first.id, second.id]);
    expect(detail.videos).toEqual([expect.objectContaining({ chapterId: first.id, title: '导入' })]);
    expect(detail.files).toEqual([expect.objectContaining({ name: '教案.pdf' })]);
    // A teacher training (category 1) is not a school's course training.
    const teacherOnly = await made('teacherTraining', { title: '教师培训', category: 1, postState: 1 });
    expect((await school('coursesTraining/detail', { id: teacherOnly.id })).code).toBe(ErrorCodes.NotFound);

    const activity = await made('researchActivity', { title: '秋季教研', startTime: '2030-09-01T02:00:00.000Z', content: '议程' });
    expect((await school('researchActivity/detail', { id: activity.id })).code).toBe(ErrorCodes.NotFound);
    await t.post(api('researchActivity', 'updateNewState'), { id: activity.id, newState: 3 }, token);
    expect((await school('researchActivity/detail', { id: activity.id })).content).toMatchObject({ title: '秋季教研', newState: 3, content: '议程' });
  });

  it('keeps the details behind their screens', async () => {
    const teacherToken = (await t.login('staff', teacher.userName, teacher.password)).content.token;
    expect((await school('material/detail', { id: 1 }, teacherToken)).code).toBe(ErrorCodes.AuthFailure);
    expect((await school('coursesTraining/detail', { id: 1 }, teacherToken)).code).toBe(ErrorCodes.AuthFailure);
    expect((await school('material/detail', { id: 1 }, token)).code).toBe(ErrorCodes.InvalidToken);
  });
});
