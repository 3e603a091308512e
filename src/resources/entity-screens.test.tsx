import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSchoolHomePermission } from '../app/guards/school-home-permission';
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
