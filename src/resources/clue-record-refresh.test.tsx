import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSchoolHomePermission } from '../providers/school-home-permission';
import { ok } from '../test/envelope';
import { principalSession, signInAs } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

/**
 * Adding a follow-up record from a clue's details drawer moves the clue to 跟进中 on the server;
 * the clue list around the drawer (and the drawer's fields) show it without a reload.
 */
const clue = { id: 21, schoolId: 1, campusId: null, campusName: null, name: '赵小雨', parentName: null, phone: '13900000071', age: null, gender: null, ownerId: null, ownerName: null, source: 0, level: 2, state: 0, nextFollowDate: null, remark: null, createdAt: '2026-11-20T08:00:00Z' };
const page = (rows: unknown[]) => ok({ list: rows, total: rows.length, pageNum: 1, pageSize: 10 });

let records: Record<string, unknown>[];
let clueLists: number;

beforeEach(() => {
  resetSchoolHomePermission();
  records = [];
  clueLists = 0;
  const current = () => (records.length ? { ...clue, state: 1, nextFollowDate: '2026-12-01' } : clue);
  server.use(
    http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(principalSession.permisionList)),
    http.get('*/java-api/school/edu/campus/queryListByUserId', () => ok([])),
    http.post('*/java-api/school/edu/campus/queryList', () => page([])),
    http.post('*/java-api/school/tch/employeeSetting/selectEmployList', () => page([])),
    http.post('*/java-api/school/intend/selectList', () => (clueLists++, page([current()]))),
    http.post('*/java-api/school/intend/selectEditDetail', () => ok(current())),
    http.post('*/java-api/school/intend/record/selectIntendRecord', () => page(records)),
    http.post('*/java-api/school/intend/record/saveRecord', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const saved = { id: 1, schoolId: 1, staffId: 1, staffName: '王校长', clueName: clue.name, method: 0, nextFollowDate: null, createdAt: '2026-11-26T09:00:00Z', ...body };
      records.push(saved);
      return ok(saved);
    }),
  );
});

describe('a follow-up record added from the clue drawer', () => {
  it('refreshes the clue’s row to 跟进中 without a reload', { timeout: 30000 }, async () => {
    signInAs('principal');
    renderApp('/school-home-page/input-student-management');
    const row = () => screen.getAllByText('赵小雨').map((cell) => cell.closest('tr')).find((tr) => tr?.closest('.ant-drawer') === null)!;
    await screen.findAllByText('赵小雨', undefined, { timeout: 15000 });
    expect(within(row()).getByText('待跟进')).toBeTruthy();

    fireEvent.click(within(row()).getByText('详情'));
    const drawer = (await screen.findByText('意向学员详情')).closest<HTMLElement>('.ant-drawer-content')!;
    fireEvent.click(await within(drawer).findByRole('button', { name: /新增跟进记录/ }));
    const dialog = (await screen.findByText('新增跟进记录', { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    // 跟进内容 is the dialog's one text area, taken directly: the drawer's own form can hold an element with the same id.
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: '电话沟通，约周六试听' } });
    const listsBefore = clueLists;
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(records).toHaveLength(1));
    expect(records[0]).toMatchObject({ clueId: 21, content: '电话沟通，约周六试听' });
    await waitFor(() => expect(within(row()).getByText('跟进中')).toBeTruthy());
    expect(clueLists).toBeGreaterThan(listsBefore);
    // The drawer shows the clue as the list now has it.
    expect(within(drawer).getAllByText('跟进中').length).toBeGreaterThan(0);
    expect(await within(drawer).findByText('电话沟通，约周六试听')).toBeTruthy();
  });
});
