import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiChatKeys, schools } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const { admin, principal } = demoAccounts;

/** Route names of the flat permission list an admin session gets back. */
async function adminScreens(t: TestApp, token: string): Promise<string[]> {
  const answer = await t.post('/java-api/auth/new/freshData', undefined, token);
  expect(answer.success).toBe(true);
  return answer.content.adminpermisionList.map((p: { name: string }) => p.name);
}

/** Names of a tree's nodes, depth first. */
function namesOf(nodes: { name: string; children?: unknown[] }[]): string[] {
  return nodes.flatMap((n) => [n.name, ...namesOf((n.children ?? []) as { name: string; children?: unknown[] }[])]);
}

/** A stand-in OpenAI-compatible service on a local port that records what it was sent. */
async function fakeChatService() {
  const seen: { authorization?: string; body: any }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw);
      seen.push({ authorization: req.headers.authorization, body });
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: `你说的是：${body.messages.at(-1).content}` } }] }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, close: () => new Promise<void>((done) => server.close(() => done())) };
}

describe.each(backends)('back-office control on %s', (backend) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { ipBanCacheMs: 0 });
    adminToken = (await t.login('admin', admin.userName, admin.password)).content.token;
  });
  afterAll(() => t.close());

  it('a platform administrator holds only the back-office screens of their roles, on every call', async () => {
    const role = await t.post('/java-api/admin/sysRole/create', { name: '订单专员' }, adminToken);
    expect(role.success).toBe(true);
    expect((await t.post('/java-api/admin/sysRole/saveResources', { id: role.content.id, resources: ['look-order', 'no-such-screen'] }, adminToken)).code).toBe('InvalidParameter');
    expect((await t.post('/java-api/admin/sysRole/saveResources', { id: role.content.id, resources: ['look-order'] }, adminToken)).success).toBe(true);
    // School screens are not back-office screens.
    expect((await t.post('/java-api/admin/sysRole/saveResources', { id: role.content.id, resources: ['school-user-list'] }, adminToken)).code).toBe('InvalidParameter');

    const user = await t.post('/java-api/admin/sysUser/create', { userName: 'order-clerk', realName: '订单专员甲', password: encodePasswordForTransport('Clerk@2026x') }, adminToken);
    expect(user.success).toBe(true);
    expect(user.content).toMatchObject({ superAdmin: false, state: 1 });
    expect(user.content).not.toHaveProperty('passwordHash');
    expect((await t.post('/java-api/admin/sysUser/assignRoles', { id: user.content.id, roleIds: [role.content.id] }, adminToken)).success).toBe(true);
    expect((await t.post('/java-api/admin/sysUser/queryRoles', { id: user.content.id }, adminToken)).content.roleIds).toEqual([role.content.id]);

    const clerk = (await t.login('admin', 'order-clerk', 'Clerk@2026x')).content.token;
    expect(await adminScreens(t, clerk)).toEqual(['look-order']);
    expect((await t.post('/java-api/admin/schoolOrder/queryList', {}, clerk)).success).toBe(true);
    // Without the screen the call is refused, entity or not.
    expect((await t.post('/java-api/admin/edu/queryList', {}, clerk)).code).toBe('AuthFailure');
    expect((await t.post('/java-api/admin/sysUser/queryList', {}, clerk)).code).toBe('AuthFailure');
    expect((await t.post('/java-api/admin/sysRole/saveResources', { id: role.content.id, resources: ['sysset-user'] }, clerk)).code).toBe('AuthFailure');
    expect((await t.post('/java-api/admin/analytics/overview', { from: '2026-01-01', to: '2026-01-02' }, clerk)).code).toBe('AuthFailure');
    expect((await t.get('/java-api/admin/aiChatKey/get', clerk)).code).toBe('AuthFailure');

    // A change of the role applies at the next call.
    await t.post('/java-api/admin/sysRole/saveResources', { id: role.content.id, resources: ['look-order', 'BranchManagement'] }, adminToken);
    expect((await t.post('/java-api/admin/edu/queryList', {}, clerk)).success).toBe(true);
    expect((await adminScreens(t, clerk)).sort()).toEqual(['BranchManagement', 'look-order']);

    // Disabling the account ends its calls; nobody can disable their own account.
    expect((await t.post('/java-api/admin/sysUser/updateState', { id: user.content.id, state: 0 }, adminToken)).success).toBe(true);
    expect((await t.post('/java-api/admin/schoolOrder/queryList', {}, clerk)).code).toBe('InvalidToken');
    const me = (await t.post('/java-api/admin/sysUser/queryList', { keyword: admin.userName }, adminToken)).content.list[0];
    expect(me.superAdmin).toBe(true);
    expect((await t.post('/java-api/admin/sysUser/updateState', { id: me.id, state: 0 }, adminToken)).code).toBe('ActionFailure');

    // The demo administrator keeps every back-office screen.
    expect(await adminScreens(t, adminToken)).toEqual(expect.arrayContaining(['sysset-user', 'rbac-nav', 'chatgpt', 'look-order', 'data-analysis']));
  });

  it('the resource trees start as the catalogue and are administered: create, edit, delete; packages pick from the school tree', async () => {
    const school = await t.post('/java-api/admin/resource/queryResourceTree', { scope: 'school' }, adminToken);
    expect(school.success).toBe(true);
    expect(namesOf(school.content.tree)).toEqual(expect.arrayContaining(['area:school', 'school-user-list']));
    expect(namesOf(school.content.tree)).not.toContain('rbac-nav');
    const back = await t.post('/java-api/admin/resource/queryResourceTree', { scope: 'admin' }, adminToken);
    expect(namesOf(back.content.tree)).toEqual(expect.arrayContaining(['rbac-nav', 'look-order']));

    const parent = (await t.post('/java-api/admin/resource/queryList', { scope: 'school', keyword: 'school-user-list' }, adminToken)).content.list[0];
    expect(parent).toMatchObject({ kind: 'page', routeName: 'school-user-list' });
    const button = await t.post('/java-api/admin/resource/create', { scope: 'school', parentId: parent.id, kind: 'button', title: '导出员工', code: 'school-user-list:export', routeName: 'school-user-list' }, adminToken);
    expect(button.success).toBe(true);
    expect((await t.post('/java-api/admin/resource/create', { scope: 'school', kind: 'button', title: '重复', code: 'school-user-list:export', routeName: 'school-user-list' }, adminToken)).message).toBe('范围、标识已存在');
    // A page names a screen of its tree's audience.
    const wrongAudience = await t.post('/java-api/admin/resource/create', { scope: 'school', kind: 'page', title: '后台页面', code: 'x-rbac', routeName: 'rbac-nav' }, adminToken);
    expect(wrongAudience.code).toBe('InvalidParameter');
    const twin = await t.post('/java-api/admin/resource/create', { scope: 'school', kind: 'page', title: '员工列表副本', code: 'x-twin', routeName: 'school-user-list' }, adminToken);
    expect(twin.message).toContain('已在资源树中');
    expect((await t.post('/java-api/admin/resource/create', { scope: 'school', kind: 'page', title: '没有路由' , code: 'x-none' }, adminToken)).message).toContain('页面路由（routeName）');
    expect((await t.post('/java-api/admin/resource/create', { scope: 'admin', parentId: parent.id, kind: 'group', title: '跨树', code: 'x-cross' }, adminToken)).message).toContain('上级资源（parentId）');

    const edited = await t.post('/java-api/admin/resource/edit', { id: button.content.id, scope: 'school', parentId: parent.id, kind: 'button', title: '导出员工名单', code: 'school-user-list:export', routeName: 'school-user-list' }, adminToken);
    expect(edited.content.title).toBe('导出员工名单');

    // Packages read the administered tree.
    const pkgTree = await t.post('/java-api/admin/meal/queryResourceTree', {}, adminToken);
    const userList = JSON.stringify(pkgTree.content.tree);
    expect(userList).toContain('导出员工名单');

    expect((await t.post('/java-api/admin/resource/delete', { id: parent.id }, adminToken)).message).toBe('请先删除下级资源');
    expect((await t.post('/java-api/admin/resource/delete', { id: button.content.id }, adminToken)).success).toBe(true);
    expect(JSON.stringify((await t.post('/java-api/admin/meal/queryResourceTree', {}, adminToken)).content.tree)).not.toContain('导出员工名单');
  });

  it('role types: list, create, edit, detail, delete', async () => {
    const created = await t.post('/java-api/admin/roleType/create', { name: '教务', remark: '排课与考勤' }, adminToken);
    expect(created.success).toBe(true);
    expect((await t.post('/java-api/admin/roleType/create', { name: '教务' }, adminToken)).message).toBe('类型名称已存在');
    expect((await t.post('/java-api/admin/roleType/create', { name: '' }, adminToken)).code).toBe('InvalidParameter');
    await t.post('/java-api/admin/roleType/edit', { id: created.content.id, name: '教务主管' }, adminToken);
    expect((await t.post('/java-api/admin/roleType/viewDetail', { id: created.content.id }, adminToken)).content.name).toBe('教务主管');
    expect((await t.post('/java-api/admin/roleType/queryList', {}, adminToken)).content.list.map((r: { name: string }) => r.name)).toContain('教务主管');
    expect((await t.post('/java-api/admin/roleType/delete', { id: created.content.id }, adminToken)).success).toBe(true);
    expect((await t.post('/java-api/admin/roleType/viewDetail', { id: created.content.id }, adminToken)).code).toBe('NotFound');
  });

  it('orders and records are platform-wide admin calls that school users are refused', async () => {
    const staffToken = (await t.login('staff', principal.userName, principal.password)).content.token;
    const studentToken = (await t.login('student', 'student', 'Student2026')).content.token;
    const demoSchool = (await t.post('/java-api/admin/edu/queryList', { keyword: '示范编程学校' }, adminToken)).content.list[0];

    const order = await t.post('/java-api/admin/schoolOrder/create', { schoolId: demoSchool.id, amount: 19800, startDate: '2026-01-01', endDate: '2026-12-31' }, adminToken);
    expect(order.success).toBe(true);
    expect(order.content).toMatchObject({ schoolName: '示范编程学校', state: 0 });
    expect(order.content.orderNo).toMatch(/^SO\d{14}$/);
    expect((await t.post('/java-api/admin/schoolOrder/create', { schoolId: demoSchool.id, amount: 1, startDate: '2026-12-31', endDate: '2026-01-01' }, adminToken)).message).toContain('服务结束（endDate）');
    expect((await t.post('/java-api/admin/schoolOrder/confirmPay', { id: order.content.id }, adminToken)).content.state).toBe(1);

    for (const url of ['/java-api/admin/schoolOrder/queryList', '/java-api/admin/userChange/selectList', '/java-api/admin/stuList/queryList', '/java-api/admin/cooperation/queryList', '/java-api/admin/visitRecord/selectList']) {
      expect((await t.post(url, {}, staffToken)).code, url).toBe('InvalidToken');
      expect((await t.post(url, {}, studentToken)).code, url).toBe('InvalidToken');
      expect((await t.post(url, {}, adminToken)).success, url).toBe(true);
    }
    const students = (await t.post('/java-api/admin/stuList/queryList', { schoolId: demoSchool.id }, adminToken)).content;
    expect(students.list.map((s: { userName: string }) => s.userName)).toEqual(expect.arrayContaining(['student', 'student2', 'student3']));
    expect(students.list[0]).not.toHaveProperty('passwordHash');
  });

  it('visits are recorded with who opened which screen from where, taken from the session, not the body', async () => {
    const staffToken = (await t.login('staff', principal.userName, principal.password)).content.token;
    const visit = await t.post('/java-api/visitRecord/add', { path: '/school-home-page/students-management?tab=1' }, staffToken, '10.88.0.1');
    expect(visit.success).toBe(true);
    expect((await t.post('/java-api/visitRecord/add', { path: '/no-such-screen' }, staffToken)).code).toBe('InvalidParameter');
    expect((await t.post('/java-api/visitRecord/add', { path: '/school-home-page/students-management', userName: 'someone-else' }, staffToken)).code).toBe('InvalidParameter');
    expect((await t.post('/java-api/visitRecord/add', { path: '/school-home-page/students-management' })).code).toBe('InvalidToken');
    const rows = (await t.post('/java-api/admin/visitRecord/selectList', { keyword: '10.88.0.1' }, adminToken)).content.list;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountKind: 'staff', userName: principal.userName, schoolName: '示范编程学校', routeName: 'students-management', path: '/school-home-page/students-management', ip: '10.88.0.1' });
  });

  it('password resets and changes are recorded as user changes with their operator', async () => {
    const staffRow = (await t.post('/java-api/admin/user/selectPrincipal', { keyword: 'teacher' }, adminToken)).content.list[0];
    await t.post('/java-api/admin/user/resetPassword', { id: staffRow.id, password: encodePasswordForTransport('Teacher@2027') }, adminToken);
    const records = (await t.post('/java-api/admin/userChange/selectList', { kind: 'password', keyword: 'teacher' }, adminToken)).content.list;
    expect(records[0]).toMatchObject({ accountKind: 'staff', userName: 'teacher', kind: 'password', operator: `管理员 ${admin.userName}`, schoolName: '示范编程学校' });
  });

  it('the AI key is stored encrypted, shown masked, and editors reach the service only through a short-lived token', async () => {
    const service = await fakeChatService();
    try {
      const apiKey = 'sk-test-0123456789abcdefWXYZ';
      const staffToken = (await t.login('staff', principal.userName, principal.password)).content.token;
      expect((await t.post('/java-api/aiChat/token', undefined, staffToken)).message).toBe('尚未配置AI对话服务');
      expect((await t.post('/java-api/admin/aiChatKey/create', { endpoint: 'ftp://nope', model: 'm', apiKey }, adminToken)).code).toBe('InvalidParameter');
      expect((await t.post('/java-api/admin/aiChatKey/create', { endpoint: service.url, model: 'qwen-test', apiKey }, staffToken)).code).toBe('InvalidToken');

      const created = await t.post('/java-api/admin/aiChatKey/create', { endpoint: `${service.url}/`, model: 'qwen-test', apiKey }, adminToken);
      expect(created.success).toBe(true);
      expect(created.content).toMatchObject({ endpoint: service.url, model: 'qwen-test', keyMasked: '********WXYZ' });
      const shown = await t.get('/java-api/admin/aiChatKey/get', adminToken);
      expect(JSON.stringify(shown)).not.toContain('0123456789');
      expect(shown.content.keyMasked).toBe('********WXYZ');
      const [stored] = await t.database.db.select().from(aiChatKeys).orderBy(aiChatKeys.id);
      expect(stored.keyCipher).not.toContain('0123456789');

      const token = await t.post('/java-api/aiChat/token', undefined, staffToken);
      expect(token.success).toBe(true);
      expect(JSON.stringify(token)).not.toContain('0123456789');
      const messages = [{ role: 'user', content: '什么是变量？' }];
      const inject = (headers: Record<string, string>, body: unknown = { messages }) => t.app.inject({ method: 'POST', url: '/api/aiChat/completions', headers, payload: body as object }).then((r) => r.json());
      const answer = await inject({ 'x-ai-chat-token': token.content.token });
      expect(answer).toMatchObject({ success: true, content: { role: 'assistant', content: '你说的是：什么是变量？' } });
      // The server, not the editor, held the key.
      expect(service.seen.at(-1)).toMatchObject({ authorization: `Bearer ${apiKey}`, body: { model: 'qwen-test', messages } });

      const tampered = `${token.content.token.slice(0, -2)}xx`;
      expect((await inject({ 'x-ai-chat-token': tampered })).code).toBe('AuthFailure');
      expect((await inject({ 'x-ai-chat-token': staffToken })).code).toBe('AuthFailure');
      expect((await inject({})).code).toBe('InvalidParameter');
      expect((await inject({ 'x-ai-chat-token': token.content.token }, { messages: [] })).code).toBe('InvalidParameter');
      expect(service.seen).toHaveLength(1);
    } finally {
      await service.close();
    }
  });

  it('usage and distribution counts come from the database', async () => {
    const [demo] = await t.database.db.select().from(schools).where(eq(schools.domain, 'demo'));
    await t.login('student', 'student3', 'Student2026', '10.77.0.1');
    await t.login('student', 'student3', 'Student2026', '10.77.0.2');
    const usageOf = async () => (await t.post('/java-api/admin/analytics/schoolUsage', { days: 1 }, adminToken)).content.find((r: { schoolId: number }) => r.schoolId === demo.id);
    const row = await usageOf();
    expect(row).toMatchObject({ name: '示范编程学校', classes: 1 });
    expect(row.signIns).toBeGreaterThanOrEqual(2);
    expect(row.distinctIps).toBeGreaterThanOrEqual(2);
    const staffToken = (await t.login('staff', principal.userName, principal.password)).content.token;
    const added = await t.post('/java-api/school/stu/create', { realName: '统计学生', userName: 'usage-student', password: encodePasswordForTransport('Usage2026x') }, staffToken);
    expect(added.success).toBe(true);
    expect(await usageOf()).toMatchObject({ students: row.students + 1, newStudents: row.newStudents + 1, campuses: row.campuses });
    expect((await t.post('/java-api/admin/analytics/schoolUsage', { days: 0 }, adminToken)).code).toBe('InvalidParameter');

    const before = (await t.post('/java-api/admin/analytics/distribution', undefined, adminToken)).content;
    const moved = await t.post('/java-api/admin/edu/updateTry', { id: demo.id, name: demo.name, packageId: demo.packageId, province: '浙江' }, adminToken);
    expect(moved.content.province).toBe('浙江');
    expect((await t.post('/java-api/admin/edu/updateTry', { id: demo.id, name: demo.name, packageId: demo.packageId, province: '火星' }, adminToken)).code).toBe('InvalidParameter');
    const after = (await t.post('/java-api/admin/analytics/distribution', undefined, adminToken)).content;
    const demoNow = await usageOf();
    expect(after.find((r: { province: string }) => r.province === '浙江')).toMatchObject({ schools: 1, campuses: demoNow.campuses, students: demoNow.students });
    expect(after.reduce((n: number, r: { students: number }) => n + r.students, 0)).toBe(before.reduce((n: number, r: { students: number }) => n + r.students, 0));
  });
});
