import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditionStudents, clueRecords } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, addStaffWithScreens, otherPrincipal, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

type Clue = { id: number; name: string; ownerId: number | null; ownerName: string | null; state: number; nextFollowDate: string | null };
type Row = { content: string; method: number; staffName: string | null };

/**
 * The open pool (公海学员) and the follow-up flow (流转学员) of intended students: lists the
 * server narrows (x-entity `where`) and orders (its `defaultSort`), claiming, handing over and giving back (each leaves a
 * 流转 record through the afterWrite hook), follow-up records moving a clue forward, and a
 * deleted clue taking its records along (onDelete cascade).
 */
describe.each(backends)('clue pool and flow on %s', (backend) => {
  let t: TestApp;
  let principal: string;
  const intend = (call: string, body: unknown, token = principal) => t.post(`/java-api/school/intend/${call}`, body, token);
  // Sorted by code unit (乙 before 甲), whatever the list's order.
  const names = (answer: { content: { list: Clue[] } }) => answer.content.list.map((c) => c.name).sort();
  const records = async (clueId: number) => (await t.post('/java-api/school/intend/record/selectIntendRecord', { clueId, orderBy: 'id', order: 'asc' }, principal)).content.list as Row[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
  });
  afterAll(() => t.close());

  it('the pool holds unowned clues still to win; claiming moves one into the flow with a 流转 record', async () => {
    const a = (await intend('save', { name: '池甲', phone: '13900000011' })).content as Clue;
    await intend('save', { name: '池乙', phone: '13900000012' });
    const owned = (await intend('save', { name: '已分配', phone: '13900000013', ownerId: 2 })).content as Clue;
    const won = (await intend('save', { name: '已报名', phone: '13900000014' })).content as Clue;
    await intend('updateState', { id: won.id, state: 3 });

    expect(names(await intend('selectOpenList', {}))).toEqual(['池乙', '池甲']);
    expect(names(await intend('selectFlowList', {}))).toEqual(['已分配']);
    // The client's filters narrow further but cannot lift the server's condition.
    expect((await intend('selectOpenList', { ownerId: 2 })).content.total).toBe(0);
    expect(names(await intend('selectOpenList', { keyword: '甲' }))).toEqual(['池甲']);

    const claimed = (await intend('claimClue', { id: a.id })).content as Clue;
    expect(claimed).toMatchObject({ ownerName: '王校长' });
    expect(await intend('claimClue', { id: a.id })).toMatchObject({ success: false, message: '该学员已被其他员工领取' });
    expect(names(await intend('selectOpenList', {}))).toEqual(['池乙']);
    expect(names(await intend('selectFlowList', {}))).toEqual(['已分配', '池甲']);
    expect(await records(a.id)).toEqual([expect.objectContaining({ content: '从公海领取', method: 3, staffName: '王校长' })]);
    expect(await records(owned.id)).toEqual([]);
  });

  it('handing over and giving back are recorded; an edit that keeps the follower is not', async () => {
    const clue = (await intend('save', { name: '流转丙', phone: '13900000021' })).content as Clue;
    expect((await intend('assignClue', { ids: [clue.id], ownerId: 2 })).content.count).toBe(1);
    expect((await intend('assignClue', { ids: [clue.id], ownerId: 2 })).content.count).toBe(1);
    expect((await intend('update', { id: clue.id, name: '流转丙', phone: '13900000021', ownerId: 2, remark: '家长很积极' })).success).toBe(true);
    const released = (await intend('releaseClue', { id: clue.id })).content as Clue;
    expect(released).toMatchObject({ ownerId: null, ownerName: null });
    expect((await records(clue.id)).map((r) => r.content)).toEqual(['分配给李老师', '退回公海']);
    expect(names(await intend('selectOpenList', { keyword: '流转丙' }))).toEqual(['流转丙']);
  });

  it('a follow-up record moves its clue to 跟进中 with the next date; deleting the clue deletes its records', async () => {
    const clue = (await intend('save', { name: '跟进丁', phone: '13900000031', ownerId: 2 })).content as Clue;
    const saved = await t.post('/java-api/school/intend/record/saveRecord', { clueId: clue.id, content: '电话沟通，约周六试听', method: 0, nextFollowDate: '2026-12-12' }, principal);
    expect(saved.success).toBe(true);
    expect((await intend('selectEditDetail', { id: clue.id })).content).toMatchObject({ state: 1, nextFollowDate: '2026-12-12' });
    // A later state is never moved back by a record.
    await intend('updateState', { id: clue.id, state: 2 });
    await t.post('/java-api/school/intend/record/saveRecord', { clueId: clue.id, content: '试听后回访' }, principal);
    expect((await intend('selectEditDetail', { id: clue.id })).content).toMatchObject({ state: 2, nextFollowDate: '2026-12-12' });

    const audition = await t.post('/java-api/school/audition/create', { name: '跟进丁', phone: '13900000031', auditionDate: '2026-12-13', clueId: clue.id }, principal);
    expect((await intend('delete', { id: clue.id })).success).toBe(true);
    const db = t.database.db;
    expect(await db.select().from(clueRecords).where(eq(clueRecords.clueId, clue.id))).toEqual([]);
    // The audition stays, no longer linked to the deleted clue.
    const [kept] = await db.select().from(auditionStudents).where(eq(auditionStudents.id, audition.content.id));
    expect(kept.clueId).toBeNull();
  });

  it('the flow lists the next follow-up due first, undated clues last, then by id; a sorted column still wins', async () => {
    const save = async (name: string, phone: string, nextFollowDate?: string) => ((await intend('save', { name, phone, ownerId: 2, ...(nextFollowDate ? { nextFollowDate } : {}) })).content as Clue).id;
    const undatedFirst = await save('序无日期一', '13900000061');
    const late = await save('序晚', '13900000062', '2027-03-02');
    const early = await save('序早', '13900000063', '2027-03-01');
    const lateTwin = await save('序晚二', '13900000064', '2027-03-02');
    const undatedSecond = await save('序无日期二', '13900000065');
    const ids = (answer: { content: { list: Clue[] } }) => answer.content.list.map((c) => c.id);
    const ours = [undatedFirst, late, early, lateTwin, undatedSecond];
    const flow = ids(await intend('selectFlowList', { keyword: '序', pageSize: 100 }));
    expect(flow).toEqual([early, late, lateTwin, undatedFirst, undatedSecond]);
    // Paging the cached statement twice gives the same order, page by page.
    const pages = [...ids(await intend('selectFlowList', { keyword: '序', pageSize: 2, pageNum: 1 })), ...ids(await intend('selectFlowList', { keyword: '序', pageSize: 2, pageNum: 2 })), ...ids(await intend('selectFlowList', { keyword: '序', pageSize: 2, pageNum: 3 }))];
    expect(pages).toEqual(flow);
    expect(ids(await intend('selectFlowList', { keyword: '序', pageSize: 100, orderBy: 'id', order: 'desc' }))).toEqual([...ours].sort((a, b) => b - a));
    // Other lists of the entity keep the entity's order (newest first).
    expect(ids(await intend('selectList', { keyword: '序', pageSize: 100 }))).toEqual([...ours].sort((a, b) => b - a));
  });

  it('each screen’s call needs its own permission', async () => {
    await addStaffWithScreens(t.database.db, 'pool-only', ['open-entering-student']);
    const token = await staffToken(t, 'pool-only', 'Teacher@2026');
    expect((await intend('selectOpenList', {}, token)).success).toBe(true);
    expect(await intend('selectFlowList', {}, token)).toMatchObject({ success: false, code: 'AuthFailure' });
    expect(await intend('selectList', {}, token)).toMatchObject({ success: false, code: 'AuthFailure' });
    const pooled = (await intend('save', { name: '池戊', phone: '13900000041' }, token)).content as Clue;
    expect((await intend('claimClue', { id: pooled.id }, token)).content.ownerName).toBe('pool-only');
    expect(await intend('releaseClue', { id: pooled.id }, token)).toMatchObject({ success: false, code: 'AuthFailure' });
  });

  it('a second school sees nothing of the first school’s pool or flow and cannot claim from it', async () => {
    await addOtherSchool(t.database.db);
    const intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    const theirs = (await intend('save', { name: '外校线索', phone: '13900000051' }, intruder)).content as Clue;
    expect(names(await intend('selectOpenList', { pageSize: 1000 }, intruder))).toEqual(['外校线索']);
    expect((await intend('selectFlowList', { pageSize: 1000 }, intruder)).content.total).toBe(0);
    const ours = (await intend('selectOpenList', { pageSize: 1000 })).content.list as Clue[];
    expect(ours.length).toBeGreaterThan(0);
    for (const clue of ours) expect(await intend('claimClue', { id: clue.id }, intruder)).toMatchObject({ success: false, code: 'NotFound' });
    expect((await intend('selectOpenList', { pageSize: 1000 })).content.total).toBe(ours.length);
    expect(names(await intend('selectOpenList', { pageSize: 1000 }))).not.toContain(theirs.name);
  });
});
