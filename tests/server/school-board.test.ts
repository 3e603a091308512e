import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, addStaffWithScreens, otherPrincipal, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/** China's date in `days` days, as the board counts days. */
const chinaDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * 校区概况's figures (intend/board/soa, stu/board/recSoa): real counts of the rows the lists
 * show, narrowed to a campus on request and to the caller's campus when they are bound to one;
 * a second school counts only its own.
 */
describe.each(backends)('school overview figures on %s', (backend) => {
  let t: TestApp;
  let principal: string;
  const board = async (call: 'intend/board/soa' | 'stu/board/recSoa', body: unknown = {}, token = principal) => t.post(`/java-api/school/${call}`, body, token);

  beforeAll(async () => {
    t = await startTestApp(backend);
    principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
  });
  afterAll(() => t.close());

  it('counts students, classes and staff as the lists show them', async () => {
    const first = await board('stu/board/recSoa');
    expect(first.content).toEqual({ reading: 3, quit: 0, newThisMonth: 3, endingSoon: 0, classes: 1, openClasses: 0, classesWithoutTeacher: 0, staffActive: 2, staffLeft: 0 });

    const list = (await t.post('/java-api/school/stu/queryList', { orderBy: 'id' }, principal)).content.list as { id: number }[];
    await t.post('/java-api/school/stu/quit', { id: list[0].id }, principal);
    await t.post('/java-api/school/stu/delete', { id: list[1].id }, principal);
    await t.post('/java-api/school/stu/setEndDate', { id: list[2].id, endDate: chinaDay(10) }, principal);
    await t.post('/java-api/school/cls/create', { name: '城南公开课', campusId: 2, isOpen: true }, principal);

    expect((await board('stu/board/recSoa')).content).toEqual({ reading: 1, quit: 1, newThisMonth: 2, endingSoon: 1, classes: 2, openClasses: 1, classesWithoutTeacher: 1, staffActive: 2, staffLeft: 0 });
    expect((await board('stu/board/recSoa', { campusId: 2 })).content).toEqual({ reading: 0, quit: 0, newThisMonth: 0, endingSoon: 0, classes: 1, openClasses: 1, classesWithoutTeacher: 1, staffActive: 0, staffLeft: 0 });
  });

  it('counts clues by pool, flow and state, the follow-ups due and the auditions to come', async () => {
    const save = async (body: Record<string, unknown>) => (await t.post('/java-api/school/intend/save', { phone: '13900000001', ...body }, principal)).content;
    await save({ name: '公海一', campusId: 1 });
    await save({ name: '逾期', ownerId: 2, nextFollowDate: chinaDay(-1), campusId: 1 });
    await save({ name: '下周', ownerId: 2, nextFollowDate: chinaDay(7), campusId: 2 });
    const won = await save({ name: '已报名' });
    await t.post('/java-api/school/intend/updateState', { id: won.id, state: 3 }, principal);
    await t.post('/java-api/school/audition/create', { name: '试听', phone: '13900000001', auditionDate: chinaDay(2), campusId: 2 }, principal);
    await t.post('/java-api/school/audition/create', { name: '过去的试听', phone: '13900000001', auditionDate: chinaDay(-2), campusId: 2 }, principal);

    const all = await board('intend/board/soa');
    expect(all.content).toEqual({ total: 4, pool: 1, following: 2, auditioned: 0, enrolled: 1, invalid: 0, dueToday: 1, newThisMonth: 4, auditionsPending: 1 });
    expect((await board('intend/board/soa', { campusId: 2 })).content).toMatchObject({ total: 1, pool: 0, following: 1, dueToday: 0, auditionsPending: 1 });
  });

  it('a campus-bound member counts only their campus; a member without the screens is refused', async () => {
    await addStaffWithScreens(t.database.db, 'south-head', ['school-index'], 2);
    const south = await staffToken(t, 'south-head', 'Teacher@2026');
    // Their own campus whatever they ask for: campus 1 adds to their scope, it does not widen it.
    expect((await board('intend/board/soa', {}, south)).content).toMatchObject({ total: 1, following: 1 });
    expect((await board('intend/board/soa', { campusId: 1 }, south)).content).toMatchObject({ total: 0 });
    expect((await board('stu/board/recSoa', {}, south)).content).toMatchObject({ reading: 0, classes: 1, staffActive: 1 });

    await addStaffWithScreens(t.database.db, 'no-board', ['students-management']);
    const none = await staffToken(t, 'no-board', 'Teacher@2026');
    expect(await board('intend/board/soa', {}, none)).toMatchObject({ success: false, code: 'AuthFailure' });
    expect(await board('stu/board/recSoa', {}, none)).toMatchObject({ success: false, code: 'AuthFailure' });
  });

  it('a second school counts only its own rows, whatever campus id it sends', async () => {
    await addOtherSchool(t.database.db);
    const intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    expect((await board('stu/board/recSoa', {}, intruder)).content).toMatchObject({ reading: 1, quit: 0, classes: 1, staffActive: 1 });
    expect((await board('intend/board/soa', {}, intruder)).content).toMatchObject({ total: 0, pool: 0, following: 0, auditionsPending: 0 });
    for (const campusId of [1, 2]) {
      expect((await board('stu/board/recSoa', { campusId }, intruder)).content).toMatchObject({ reading: 0, classes: 0, staffActive: 0 });
      expect((await board('intend/board/soa', { campusId }, intruder)).content).toMatchObject({ total: 0 });
    }
  });
});
