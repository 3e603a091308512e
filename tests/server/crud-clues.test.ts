import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/** Intended students (clues), their follow-up records and audition students: entities built from schema files only. */
describe.each(backends)('clues and audition students on %s', (backend) => {
  let t: TestApp;
  let token: string;
  const intend = (call: string, body: unknown) => t.post(`/java-api/school/intend/${call}`, body, token);

  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
  });
  afterAll(() => t.close());

  it('saves, lists, updates the state, assigns and deletes clues', async () => {
    const saved = await intend('save', { name: '小王', parentName: '王女士', phone: '13900000001', age: 8, campusId: 2, source: 2 });
    expect(saved.content).toMatchObject({ name: '小王', state: 0, level: 2, campusName: '城南校区', ownerName: null });
    const id = saved.content!.id;
    expect((await intend('save', { name: '小李', phone: '123' })).message).toContain('联系电话（phone）');

    const batch = await intend('saveBatch', { rows: [{ name: '甲', phone: '13900000002' }, { name: '乙', phone: '13900000003', campusId: 99 }], partial: true });
    expect(batch.content).toMatchObject({ imported: 1, errors: [{ row: 2 }] });

    expect((await intend('updateState', { id, state: 1 })).content.state).toBe(1);
    expect((await intend('assignClue', { ids: [id], ownerId: 2 })).content.count).toBe(1);
    expect((await intend('selectEditDetail', { id })).content.ownerName).toBe('李老师');
    const mine = await intend('selectList', { ownerId: 2, state: 1 });
    expect(mine.content.list.map((c: { name: string }) => c.name)).toEqual(['小王']);

    const record = await t.post('/java-api/school/intend/record/saveRecord', { clueId: id, content: '电话沟通，周六试听', method: 0 }, token);
    expect(record.content).toMatchObject({ clueName: '小王', staffName: '王校长' });
    const records = await t.post('/java-api/school/intend/record/selectIntendRecord', { clueId: id }, token);
    // The assignment above left its 流转 record beside the one written here.
    expect(records.content.list.map((r: { content: string }) => r.content)).toEqual(['电话沟通，周六试听', '分配给李老师']);

    const audition = await t.post('/java-api/school/audition/create', { name: '小王', phone: '13900000001', auditionDate: '2026-12-05', clueId: id, classId: 1 }, token);
    expect(audition.content).toMatchObject({ clueName: '小王', className: 'Python 启蒙一班', state: 0 });
    expect((await t.post('/java-api/school/audition/updateState', { id: audition.content.id, state: 1 }, token)).content.state).toBe(1);

    const lonely = (await intend('selectList', { keyword: '甲' })).content.list[0];
    expect((await intend('delete', { id: lonely.id })).success).toBe(true);
    expect((await intend('selectList', { keyword: '甲' })).content.total).toBe(0);
  });
});
