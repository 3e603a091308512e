import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/** Every operation kind of the schema-driven engine, on campuses, classes and students. */
describe.each(backends)('schema-driven CRUD operations on %s', (backend) => {
  let t: TestApp;
  let token: string;
  const stu = (call: string, body: unknown) => t.post(`/java-api/school/stu/${call}`, body, token);
  const campus = (call: string, body: unknown) => t.post(`/java-api/school/edu/campus/${call}`, body, token);
  const cls = (call: string, body: unknown) => t.post(`/java-api/school/cls/${call}`, body, token);
  const pwd = encodePasswordForTransport('Student2026');

  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
  });
  afterAll(() => t.close());

  it('creates, lists, updates, switches and deletes a campus', async () => {
    const created = await campus('create', { name: '城东校区', address: '东路1号', typingPlanet: true });
    expect(created.content).toMatchObject({ name: '城东校区', valid: true, enabled: true, typingPlanet: true });
    const id = created.content!.id;

    const page = await campus('queryList', { keyword: '城东' });
    expect(page.content!.list.map((c: { name: string }) => c.name)).toEqual(['城东校区']);

    expect((await campus('update', { id, name: '城东新校区' })).content.name).toBe('城东新校区');
    expect((await campus('updateValid', { id, valid: false })).content.valid).toBe(false);
    expect((await campus('updateEnabled', { id, enabled: false })).content.enabled).toBe(false);
    expect((await campus('queryList', { valid: false })).content.total).toBe(1);

    expect((await campus('delete', { id })).success).toBe(true);
    expect((await campus('viewDetail', { id })).code).toBe('NotFound');
  });

  it('refuses to delete a campus that classes still use', async () => {
    const answer = await campus('delete', { id: 1 });
    expect(answer).toMatchObject({ success: false, code: 'ActionFailure' });
  });

  it('pages, sorts, filters and searches students with the total', async () => {
    for (let i = 1; i <= 12; i += 1) {
      const answer = await stu('create', { realName: `批量${String(i).padStart(2, '0')}`, userName: `bulk${i}`, password: pwd, campusId: i % 2 ? 1 : 2 });
      expect(answer.success).toBe(true);
    }
    const page1 = await stu('queryList', { pageNum: 1, pageSize: 5, keyword: '批量', orderBy: 'realName', order: 'asc' });
    expect(page1.content!.total).toBe(12);
    expect(page1.content!.list.map((s: { realName: string }) => s.realName)).toEqual(['批量01', '批量02', '批量03', '批量04', '批量05']);
    const page3 = await stu('queryList', { pageNum: 3, pageSize: 5, keyword: '批量', orderBy: 'realName', order: 'asc' });
    expect(page3.content.list.map((s: { realName: string }) => s.realName)).toEqual(['批量11', '批量12']);

    const south = await stu('queryList', { campusId: 2, keyword: '批量', pageSize: 100 });
    expect(south.content.total).toBe(6);
    expect(new Set(south.content.list.map((s: { campusName: string }) => s.campusName))).toEqual(new Set(['城南校区']));

    const byUserName = await stu('queryList', { keyword: 'BULK1' });
    expect(byUserName.content.total).toBe(4); // bulk1, bulk10, bulk11, bulk12
    expect((await stu('queryList', { keyword: '%' })).content.total).toBe(0);
    const dated = await stu('queryList', { createdAtFrom: '2000-01-01T00:00:00Z', createdAtTo: '2999-01-01T00:00:00Z' });
    expect(dated.content.total).toBeGreaterThanOrEqual(15);
  });

  it('validates create and update against the schema, naming the field in Chinese', async () => {
    const badName = await stu('create', { realName: '', userName: 'ok-name', password: pwd });
    expect(badName).toMatchObject({ success: false, code: 'InvalidParameter' });
    expect(badName.message).toContain('姓名（realName）');
    const badPhone = await stu('create', { realName: '甲', userName: 'ok-name', password: pwd, phone: '123' });
    expect(badPhone.message).toContain('手机号（phone）');
    const missing = await stu('create', { realName: '甲', password: pwd });
    expect(missing.message).toContain('用户名（userName）不能为空');
    const unknown = await stu('create', { realName: '甲', userName: 'ok-name', password: pwd, schoolId: 2 });
    expect(unknown).toMatchObject({ success: false, code: 'InvalidParameter' });
    const badUpdate = await stu('edit', { id: 1, state: 7 });
    expect(badUpdate.message).toContain('状态（state）');
    const duplicate = await stu('create', { realName: '甲', userName: 'STUDENT', password: pwd });
    expect(duplicate).toMatchObject({ success: false, code: 'InvalidParameter', message: '用户名已存在' });
    const badClass = await stu('create', { realName: '甲', userName: 'ok-name', password: pwd, classId: 99999 });
    expect(badClass.message).toContain('班级（classId）不存在');
  });

  it('shows detail, edits, and never returns the password hash', async () => {
    const detail = await stu('detail', { id: 1 });
    expect(detail.content).toMatchObject({ realName: '张小明', className: 'Python 启蒙一班', campusName: '城北校区' });
    expect(JSON.stringify(detail)).not.toContain('scrypt');
    const edited = await stu('edit', { id: 1, phone: '13800000000', endDate: '2027-06-30' });
    expect(edited.content).toMatchObject({ phone: '13800000000', endDate: '2027-06-30', realName: '张小明' });
  });

  it('quits and brings back, sets the end date, transfers and batch converts', async () => {
    expect((await stu('quit', { id: 2 })).content.state).toBe(0);
    expect((await stu('queryList', { state: 0 })).content.list.map((s: { id: number }) => s.id)).toContain(2);
    expect((await stu('back', { id: 2 })).content.state).toBe(1);
    expect((await stu('setEndDate', { id: 2, endDate: '2027-01-31' })).content.endDate).toBe('2027-01-31');
    expect((await stu('updateAuth', { id: 2, zoneAuth: false })).content.zoneAuth).toBe(false);

    const newClass = await cls('create', { name: 'Scratch 二班', campusId: 1, teacherId: 2, isOpen: true });
    expect(newClass.content).toMatchObject({ teacherName: '李老师', campusName: '城北校区', isOpen: true });
    const classId = newClass.content!.id;
    expect((await stu('transfer', { id: 3, classId })).content.className).toBe('Scratch 二班');
    expect((await stu('batchConvert', { ids: [1, 2], classId })).content.count).toBe(2);
    expect((await stu('queryList', { classId })).content.total).toBe(3);
  });

  it('resets a password so the student signs in with the new one', async () => {
    expect((await stu('resetPassword', { id: 3, password: encodePasswordForTransport('NewPass2026') })).success).toBe(true);
    expect((await t.login('student', 'student3', 'Student2026')).success).toBe(false);
    expect((await t.login('student', 'student3', 'NewPass2026')).success).toBe(true);
  });

  it('deletes to the recycle bin, restores, and batch deletes', async () => {
    const { content: created } = await stu('create', { realName: '回收测试', userName: 'recycle1', password: pwd });
    expect((await stu('delete', { id: created.id })).success).toBe(true);
    expect((await stu('detail', { id: created.id })).code).toBe('NotFound');
    expect((await stu('queryList', { keyword: '回收测试' })).content.total).toBe(0);
    expect((await t.login('student', 'recycle1', 'Student2026')).success).toBe(true); // deletion keeps the row

    const bin = await stu('selectStuOut', { keyword: '回收测试' });
    expect(bin.content.list[0]).toMatchObject({ id: created.id, realName: '回收测试' });
    expect(bin.content.list[0].deletedAt).not.toBeNull();
    expect((await stu('delete', { id: created.id })).code).toBe('NotFound');

    expect((await stu('restore', { id: created.id })).success).toBe(true);
    expect((await stu('detail', { id: created.id })).content.deletedAt).toBeNull();
    expect((await stu('restore', { id: created.id })).code).toBe('NotFound');

    const ids = (await stu('queryList', { keyword: '批量', pageSize: 3 })).content.list.map((s: { id: number }) => s.id);
    expect((await stu('batchDelete', { ids: [...ids, 99999] })).content.count).toBe(3);
    expect((await stu('selectStuOut', { keyword: '批量' })).content.total).toBe(3);
  });

  it('deletes and restores classes', async () => {
    const { content: created } = await cls('create', { name: '待删班级', campusId: 2 });
    expect((await cls('delete', { id: created.id })).success).toBe(true);
    expect((await cls('selectRecycle', {})).content.list.map((c: { name: string }) => c.name)).toContain('待删班级');
    // A deleted class cannot receive students.
    expect((await stu('transfer', { id: 1, classId: created.id })).code).toBe('InvalidParameter');
    expect((await cls('restore', { id: created.id })).success).toBe(true);
    expect((await stu('transfer', { id: 1, classId: created.id })).success).toBe(true);
  });

  it('imports all rows or none, and only the good rows when asked', async () => {
    const rows = [
      { realName: '导入一', userName: 'import1', password: pwd },
      { realName: '导入二', userName: 'student', password: pwd },
      { realName: '导入三', userName: 'import3', password: pwd, classId: 99999 },
    ];
    const strict = await stu('import', { rows });
    expect(strict.content).toEqual({ imported: 0, errors: [{ row: 2, message: '用户名已存在' }, { row: 3, message: expect.stringContaining('班级（classId）不存在') }] });
    expect((await stu('queryList', { keyword: '导入' })).content.total).toBe(0);

    const partial = await stu('import', { rows, partial: true });
    expect(partial.content.imported).toBe(1);
    expect((await stu('queryList', { keyword: '导入' })).content.list.map((s: { realName: string }) => s.realName)).toEqual(['导入一']);

    const malformed = await stu('import', { rows: [{ realName: '坏行' }] });
    expect(malformed).toMatchObject({ success: false, code: 'InvalidParameter' });
  });

  it('manages staff: list, detail, create without principal rights, update, reset password', async () => {
    const emp = (call: string, body: unknown) => t.post(`/java-api/school/tch/employeeSetting/${call}`, body, token);
    const list = await emp('selectEmployList', { keyword: '李' });
    expect(list.content.list.map((s: { realName: string }) => s.realName)).toEqual(['李老师']);
    const created = await emp('create', { realName: '周老师', userName: 'zhou', password: encodePasswordForTransport('Teacher@2026'), campusId: 2 });
    expect(created.content).toMatchObject({ realName: '周老师', isPrincipal: false, campusName: '城南校区' });
    expect((await emp('create', { realName: '越权', userName: 'boss', password: pwd, isPrincipal: true })).code).toBe('InvalidParameter');
    expect((await emp('update', { id: created.content.id, state: 0 })).content.state).toBe(0);
    expect((await emp('viewDetail', { id: created.content.id })).content.userName).toBe('zhou');
    expect((await emp('resetPassword', { id: created.content.id, password: pwd })).success).toBe(true);
  });
});
