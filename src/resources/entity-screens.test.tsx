import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSchoolHomePermission } from '../providers/school-home-permission';
import { ok } from '../test/envelope';
import { authTreeFor, permissionsOf, principalSession, signInAs, staffAreas } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

/** The generic entity screens inside the real app shell, against MSW answers shaped by the contract. */
const campus = { id: 1, schoolId: 1, name: '城北校区', address: null, valid: true, enabled: true, pointsAuth: false, typingPlanet: false, studentZone: false, lessonHourEdit: false, signCorrection: false, createdAt: '2026-01-01T00:00:00Z' };
const student = { id: 7, schoolId: 1, campusId: 1, campusName: '城北校区', classId: 3, className: 'Python 启蒙一班', userName: 'student', realName: '张小明', code: 'S0001', phone: null, zoneAuth: true, state: 1, endDate: null, createdAt: '2026-01-01T00:00:00Z', deletedAt: null };
const cls = { id: 3, schoolId: 1, campusId: 1, campusName: '城北校区', name: 'Python 启蒙一班', teacherId: 12, teacherName: '李老师', isOpen: false, capacity: 20, startDate: '2026-03-01', remark: null, createdAt: '2026-01-01T00:00:00Z', deletedAt: null };

let listBodies: Record<string, unknown>[];

beforeEach(() => {
  resetSchoolHomePermission();
  listBodies = [];
  server.use(
    http.get('*/java-api/school/edu/campus/queryListByUserId', () => ok([campus])),
    http.post('*/java-api/school/stu/queryList', async ({ request }) => {
      listBodies.push((await request.json()) as Record<string, unknown>);
      return ok({ list: [student], total: 31, pageNum: 1, pageSize: 10 });
    }),
    http.post('*/java-api/school/cls/queryList', () => ok({ list: [cls], total: 1, pageNum: 1, pageSize: 10 })),
    http.post('*/java-api/school/edu/campus/queryList', () => ok({ list: [campus], total: 1, pageNum: 1, pageSize: 20 })),
    http.post('*/java-api/school/tch/employeeSetting/selectEmployList', () => ok({ list: [], total: 0, pageNum: 1, pageSize: 20 })),
  );
});

function signInWithSchoolScreens(kind: 'principal' | 'teacher', screens?: string[]) {
  const tree = screens ? authTreeFor(staffAreas, (r) => r.area === 'school' && screens.includes(r.name)) : undefined;
  signInAs(kind, tree ? { permisionList: permissionsOf(tree) } : {});
  server.use(http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(tree ? permissionsOf(tree) : principalSession.permisionList)));
}

describe('generic entity screens', () => {
  it('lists students with server paging and sends the keyword to the list call', { timeout: 30000 }, async () => {
    signInWithSchoolScreens('principal');
    renderApp('/school-home-page/students-management');
    expect(await screen.findByText('张小明', undefined, { timeout: 15000 })).toBeTruthy();
    expect(screen.getByText('Python 启蒙一班')).toBeTruthy();
    expect(screen.getByText('在读')).toBeTruthy();
    expect(listBodies[0]).toMatchObject({ pageNum: 1, pageSize: 10, orderBy: 'id', order: 'desc' });
    expect(await screen.findByText('删除')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新增学员/ })).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('搜索姓名/用户名/学号/手机号'), { target: { value: '小明' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(listBodies.at(-1)).toMatchObject({ keyword: '小明', pageNum: 1 }));
  });

  it('hides delete from a role without the class-management key', { timeout: 30000 }, async () => {
    signInWithSchoolScreens('teacher', ['own-class-management', 'look-class-info', 'student-detail']);
    renderApp('/school-home-page/own-class-management');
    const row = (await screen.findByText('Python 启蒙一班', undefined, { timeout: 15000 })).closest('tr')!;
    expect(within(row).getByText('李老师')).toBeTruthy();
    expect(within(row).getByText('详情')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(within(row).queryByText('删除')).toBeNull();
    expect(within(row).queryByText('编辑')).toBeNull();
    expect(screen.queryByRole('button', { name: /新增班级/ })).toBeNull();
  });
  it('a list with its own server order (流转学员) asks for none until a column is sorted', { timeout: 30000 }, async () => {
    const flowBodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/java-api/school/intend/selectFlowList', async ({ request }) => {
        flowBodies.push((await request.json()) as Record<string, unknown>);
        return ok({ list: [], total: 0, pageNum: 1, pageSize: 10 });
      }),
    );
    signInWithSchoolScreens('principal');
    renderApp('/school-home-page/flow-entering-student');
    await waitFor(() => expect(flowBodies.length).toBeGreaterThan(0), { timeout: 15000 });
    expect(flowBodies[0]).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(flowBodies[0]).not.toHaveProperty('orderBy');
    fireEvent.click(screen.getAllByRole('columnheader').find((th) => th.textContent === '下次跟进')!);
    await waitFor(() => expect(flowBodies.at(-1)).toMatchObject({ orderBy: 'nextFollowDate', order: 'asc' }));
  });
});

describe('list state in the address', () => {
  const filter = (i: number, field: string, operator: string, value: string) =>
    `filters[${i}][field]=${field}&filters[${i}][operator]=${operator}&filters[${i}][value]=${encodeURIComponent(value)}`;
  const shared = `/school-home-page/students-management?currentPage=2&pageSize=20&sorters[0][field]=realName&sorters[0][order]=asc&${filter(0, 'keyword', 'contains', '小明')}&${filter(1, 'state', 'eq', '0')}`;

  it('reads the page, page size, sort, keyword and filters of a shared address, and shows them', { timeout: 30000 }, async () => {
    signInWithSchoolScreens('principal');
    renderApp(shared);
    expect(await screen.findByText('张小明', undefined, { timeout: 15000 })).toBeTruthy();
    // One call, with the filter in its field's type (the address only carries text).
    expect(listBodies).toEqual([{ pageNum: 2, pageSize: 20, orderBy: 'realName', order: 'asc', keyword: '小明', state: 0 }]);
    expect((screen.getByPlaceholderText('搜索姓名/用户名/学号/手机号') as HTMLInputElement).value).toBe('小明');
    expect(screen.getByTitle('退学')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /姓名/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('writes a change of page into the address, keeping sort and filters', { timeout: 30000 }, async () => {
    signInWithSchoolScreens('principal');
    const { router } = renderApp(shared);
    await screen.findByText('张小明', undefined, { timeout: 15000 });
    fireEvent.click(screen.getByTitle('上一页'));
    await waitFor(() => expect(listBodies.at(-1)).toEqual({ pageNum: 1, pageSize: 20, orderBy: 'realName', order: 'asc', keyword: '小明', state: 0 }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('currentPage')).toBe('1'));
    const query = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe('/school-home-page/students-management');
    expect([query.get('pageSize'), query.get('sorters[0][field]'), query.get('filters[0][value]'), query.get('filters[1][value]')]).toEqual(['20', 'realName', '小明', '0']);
  });

  it('a list inside a record\'s details pages without touching the address', { timeout: 45000 }, async () => {
    server.use(http.post('*/java-api/school/cls/detail', () => ok(cls)));
    signInWithSchoolScreens('principal');
    const { router } = renderApp('/school-home-page/look-class-info?id=3');
    // The details' extras load on first use.
    expect(await screen.findByText('张小明', undefined, { timeout: 30000 })).toBeTruthy();
    expect(listBodies.at(-1)).toMatchObject({ classId: 3, pageNum: 1 });
    fireEvent.click(screen.getByTitle('下一页'));
    await waitFor(() => expect(listBodies.at(-1)).toMatchObject({ classId: 3, pageNum: 2 }));
    expect(router.state.location.search).toBe('?id=3');
  });
});
