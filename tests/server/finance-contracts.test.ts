import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { content, financeCall as call, financeSetup } from './finance-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * 合同管理: a contract per enrolment, numbered by the server unless the school types its own,
 * taking course, hours and amount from its charge; edited only while 待签署; signed with a scan
 * the school uploaded through its upload grant; invalidated once; another school reaches none.
 */
describe.each(backends)('student contracts on %s', (backend) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof financeSetup>>;
  const root = mkdtempSync(join(tmpdir(), 'contract-uploads-'));
  const send = (path: string, body: unknown) => t.post(call(path), body, f.token);
  /** A scan uploaded through the school's own upload grant (local driver). */
  const upload = async (token = f.token) => {
    const grant = (await t.get(`/api/get/ali/sts?${new URLSearchParams({ fileName: '合同扫描.pdf', size: '4' })}`, token)).content;
    const put = await t.app.inject({ method: 'PUT', url: `/api/upload/local?key=${encodeURIComponent(grant.key)}`, payload: Buffer.from('%PDF'), headers: { 'content-type': 'application/octet-stream', 'x-upload-grant': grant.SecurityToken } });
    return put.json().content.url as string;
  };

  beforeAll(async () => {
    process.env.UPLOAD_DIR = root;
    t = await startTestApp(backend);
    f = await financeSetup(t);
  });
  afterAll(async () => {
    await t.close();
    delete process.env.UPLOAD_DIR;
    rmSync(root, { recursive: true, force: true });
  });

  it('a contract for a charge takes its course, hours and amount and is numbered HT<date>-<id>', async () => {
    const charge = await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 10, givenHours: 2, discount: 5000 }, paid: 95000 });
    const contract = await f.post('contract/create', { studentId: f.studentId, receiptId: charge.id, guardianName: '张爸爸', guardianPhone: '13800000000', startDate: '2026-12-01', endDate: '2027-11-30' });
    expect(contract).toMatchObject({ courseId: f.scratch.id, courseName: 'Scratch 启蒙', hours: 12, amount: 95000, state: 1, receiptNo: charge.receiptNo, staffName: '王校长', studentName: '张小明', campusName: '城北校区', signDate: null, file: null });
    expect(contract.contractNo).toMatch(new RegExp(`^HT\\d{8}-${contract.id}$`));
    // A pre-printed number of the school's own, once per school.
    const own = await f.post('contract/create', { studentId: f.studentId, contractNo: 'BJ-2026-001', courseId: f.python.id, hours: 20, amount: 160000 });
    expect(own).toMatchObject({ contractNo: 'BJ-2026-001', amount: 160000, receiptId: null });
    expect((await send('contract/create', { studentId: f.studentId, contractNo: 'BJ-2026-001', amount: 1 })).success).toBe(false);
    const page = await f.post('contract/queryList', { studentId: f.studentId, pageSize: 1 });
    expect(page).toMatchObject({ total: 2, totals: { amount: 255000 } });
  });

  it('refuses what does not agree, with nothing written', async () => {
    const before = (await f.post('contract/queryList', {})).total;
    const refund = await f.post('receipt/createRecharge', { studentId: f.studentId, payAccountId: f.cash.id, amount: 100 });
    expect((await send('contract/create', { studentId: f.studentId, receiptId: refund.id })).message).toBe('合同只能关联收费收据');
    expect((await send('contract/create', { studentId: f.studentId, amount: 100, startDate: '2027-01-02', endDate: '2027-01-01' })).message).toBe('结束日期不能早于开始日期');
    expect((await send('contract/create', { studentId: f.studentId, amount: -1 })).code).toBe('InvalidParameter');
    const voided = await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 1 }, paid: 10000 });
    await f.post('receipt/invalidate', { id: voided.id });
    expect((await send('contract/create', { studentId: f.studentId, receiptId: voided.id })).message).toBe('该收据已作废，不能签订合同');
    expect((await f.post('contract/queryList', {})).total).toBe(before);
  });

  it('is edited while 待签署, signed with the school’s uploaded scan, then fixed; invalidated once', async () => {
    const draft = await f.post('contract/create', { studentId: f.studentId, amount: 50000, remark: '暑期班' });
    expect(await f.post('contract/edit', { id: draft.id, amount: 60000, endDate: '2027-08-31' })).toMatchObject({ amount: 60000, endDate: '2027-08-31' });
    expect((await send('contract/edit', { id: draft.id, startDate: '2027-09-01' })).message).toBe('结束日期不能早于开始日期');
    expect((await send('contract/sign', { id: draft.id, file: '/api/files/elsewhere/x.pdf', signDate: '2026-12-02' })).message).toBe('请上传本校的合同签署扫描件');
    const scan = await upload();
    const signed = await f.post('contract/sign', { id: draft.id, file: scan, signDate: '2026-12-02' });
    expect(signed).toMatchObject({ state: 2, file: scan, signDate: '2026-12-02', amount: 60000 });
    expect((await send('contract/edit', { id: draft.id, amount: 1 })).message).toBe('合同已签署，不能修改');
    expect((await f.post('contract/detail', { id: draft.id })).amount).toBe(60000);

    const answers = await Promise.all([1, 2, 3].map(() => send('contract/invalidate', { id: draft.id })));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.success).map((a) => a.message)).toEqual(['该合同已作废', '该合同已作废']);
    expect((await send('contract/sign', { id: draft.id, file: scan, signDate: '2026-12-03' })).message).toBe('该合同已作废');
    expect((await f.post('contract/queryList', { state: 0 })).list.map((c: any) => c.id)).toContain(draft.id);
    // Each staff write of a contract is in the school's operation log.
    const log = (await f.post('operationLog/queryList', { pageSize: 5 })).list.map((row: any) => row.operation);
    expect(log.slice(0, 4)).toEqual(['invalidate', 'sign', 'update', 'create']);
  });

  it('another school neither sees nor signs this school’s contracts, nor signs with this school’s scan', async () => {
    await addOtherSchool(t.database.db);
    const other = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    const mine = (await f.post('contract/queryList', { state: 1 })).list[0];
    expect((await t.post(call('contract/queryList'), {}, other)).content).toMatchObject({ total: 0, totals: { amount: 0 } });
    expect((await t.post(call('contract/detail'), { id: mine.id }, other)).code).toBe('NotFound');
    const scan = await upload();
    expect((await t.post(call('contract/sign'), { id: mine.id, file: scan, signDate: '2026-12-02' }, other)).success).toBe(false);
    expect((await t.post(call('contract/create'), { studentId: f.studentId, amount: 1 }, other)).success).toBe(false);
    const ownStudent = (await content(t.post(call('stu/queryList'), {}, other))).list[0];
    const theirs = await content(t.post(call('contract/create'), { studentId: ownStudent.id, amount: 1 }, other));
    expect((await t.post(call('contract/sign'), { id: theirs.id, file: scan, signDate: '2026-12-02' }, other)).message).toBe('请上传本校的合同签署扫描件');
    expect((await f.post('contract/detail', { id: mine.id })).state).toBe(1);
  });
});
