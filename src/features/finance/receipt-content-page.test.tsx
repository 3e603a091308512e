import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSchoolHomePermission } from '../../providers/school-home-permission';
import { ok } from '../../test/envelope';
import { principalSession, signInAs } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

/** 收据详情 (finance-content): the receipt as a document, its remark and attachment, and 作废. */
const receipt = {
  id: 5, schoolId: 1, campusId: 1, campusName: '城北校区', receiptNo: 'SF20261127-0005', kind: 1, studentId: 7, studentName: '张小明',
  payAccountId: 2, payAccountName: '现金', staffId: 3, staffName: '王校长', originId: null, amountDue: 105000, amount: 100000,
  accountPaid: 60000, owed: 5000, rounding: null, state: 1, remark: '首次报名', attachmentUrl: null, createdAt: '2026-11-27T08:00:00Z', invalidatedAt: null,
};
const line = { id: 9, receiptId: 5, kind: 1, courseId: 4, goodsId: null, name: 'Scratch 启蒙', quantity: 10, givenHours: 0, unitPrice: 10000, discount: 0, amount: 100000 };

let edits: Record<string, unknown>[];
let invalidations: Record<string, unknown>[];

function serve(state: number) {
  server.use(
    http.post('*/java-api/school/receipt/detail', () => ok({ ...receipt, state })),
    http.post('*/java-api/school/receiptLine/queryList', () => ok({ list: [line], total: 1, pageNum: 1, pageSize: 100 })),
    http.post('*/java-api/school/receipt/edit', async ({ request }) => {
      edits.push((await request.json()) as Record<string, unknown>);
      return ok({ ...receipt, remark: '家长已签字' });
    }),
    http.post('*/java-api/school/receipt/invalidate', async ({ request }) => {
      invalidations.push((await request.json()) as Record<string, unknown>);
      return ok({ ...receipt, state: 0 });
    }),
  );
}

beforeEach(() => {
  resetSchoolHomePermission();
  edits = [];
  invalidations = [];
  signInAs('principal');
  server.use(http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(principalSession.permisionList)));
});

describe('收据详情', () => {
  it('shows the receipt with its lines and print view, saves the remark and offers 作废', { timeout: 60000 }, async () => {
    serve(1);
    renderApp('/school-home-page/finance-content?id=5');
    expect(await screen.findByText('收据详情 SF20261127-0005', undefined, { timeout: 40000 })).toBeTruthy();
    // The document: its line and the print view's split of the payment.
    expect(await screen.findByText('其中储值账户支付：600.00 元，现金收取：400.00 元')).toBeTruthy();
    expect(screen.getAllByText('Scratch 启蒙').length).toBeGreaterThan(0);
    // Only the remark and the attachment are editable.
    const remark = screen.getByLabelText('备注') as HTMLTextAreaElement;
    expect(remark.value).toBe('首次报名');
    fireEvent.change(remark, { target: { value: '家长已签字' } });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(edits).toEqual([{ id: 5, remark: '家长已签字' }]));

    fireEvent.click(screen.getByRole('button', { name: '作废' }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(invalidations).toEqual([{ id: 5 }]));
  });

  it('an invalidated receipt says so and offers no 作废', { timeout: 60000 }, async () => {
    serve(0);
    renderApp('/school-home-page/finance-content?id=5');
    expect(await screen.findByText('该收据已作废，其课时与资金已冲回，只能修改备注与附件', undefined, { timeout: 15000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '作废' })).toBeNull();
  });

  it('without a receipt it sends back to the list', { timeout: 60000 }, async () => {
    renderApp('/school-home-page/finance-content');
    expect(await screen.findByText('请从收据管理列表选择要查看的收据', undefined, { timeout: 15000 })).toBeTruthy();
  });
});
