import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs, schools } from '../../server/db/schema';
import { commentMessages } from '../../server/features/community/community-comment-model';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { studentToken, teacherToken } from './oj-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const api = (call: string) => `/java-api/community/${call}`;

/**
 * 举报处理: a school's teachers see the reported comments of their reach (on its works, or by its
 * students) and hide, restore or let them stay; each decision is in the operation log; another
 * school sees and touches none of them; a comment reported again after being let stay returns.
 */
describe.each(backends)('reported comments queue on %s', (backend) => {
  let t: TestApp;
  let me: string;
  let classmate: string;
  let third: string;
  let teacher: string;
  let outsiderPrincipal: string;
  let shareId: number;
  const queue = async (token: string, state: 'pending' | 'hidden' = 'pending') => {
    const answer = await t.post(api('reportedComments'), { state }, token);
    if (!answer.success) throw new Error(answer.message);
    return answer.content as { list: Array<{ id: number; content: string; reports: number; reasons: string[]; authorName: string; workTitle: string }>; total: number };
  };
  const shown = async () => (await t.post(api('comments'), { id: shareId }, me)).content.list.map((c: { content: string }) => c.content);

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addOtherSchool(t.database.db);
    me = await studentToken(t);
    classmate = await studentToken(t, 'student2', 'Student2026');
    third = await studentToken(t, 'student3', 'Student2026');
    teacher = await teacherToken(t);
    outsiderPrincipal = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    const work = await t.post('/java-api/student/work/save', { kind: 'python', title: '彩虹画板', source: 'print("彩虹")' }, me);
    shareId = (await t.post(api('share'), { workId: work.content.id, scope: 'school' }, me)).content.id;
  });
  afterAll(() => t.close());

  it('lists reported comments for the school, and teachers hide, restore or dismiss them, logged', async () => {
    const rude = (await t.post(api('comment'), { id: shareId, content: '画得真难看' }, classmate)).content;
    const fine = (await t.post(api('comment'), { id: shareId, content: '颜色好多呀' }, classmate)).content;
    await t.post(api('comment'), { id: shareId, content: '没人举报我' }, third);
    await t.post(api('reportComment'), { commentId: rude.id, reason: '说话不友好' }, third);
    await t.post(api('reportComment'), { commentId: rude.id }, me);
    await t.post(api('reportComment'), { commentId: fine.id, reason: '刷屏' }, third);

    const pending = await queue(teacher);
    expect(pending.total).toBe(2);
    expect(pending.list.map((c) => [c.content, c.reports, c.reasons])).toEqual(expect.arrayContaining([['画得真难看', 2, ['说话不友好']], ['颜色好多呀', 1, ['刷屏']]]));
    expect(pending.list[0]).toMatchObject({ workTitle: '彩虹画板', authorName: expect.any(String) });
    // Another school sees none and touches none; a student has no queue.
    expect((await queue(outsiderPrincipal)).total).toBe(0);
    expect((await t.post(api('dismissReport'), { commentId: rude.id }, outsiderPrincipal)).code).toBe('NotFound');
    expect((await t.post(api('restoreComment'), { commentId: rude.id }, outsiderPrincipal)).code).toBe('NotFound');
    expect((await t.post(api('reportedComments'), {}, me)).success).toBe(false);

    // Hide: gone from the work at once, out of the pending queue, in the hidden one.
    expect((await t.post(api('hideComment'), { commentId: rude.id }, teacher)).success).toBe(true);
    expect(await shown()).not.toContain('画得真难看');
    expect((await queue(teacher)).list.map((c) => c.content)).toEqual(['颜色好多呀']);
    expect((await queue(teacher, 'hidden')).list.map((c) => c.content)).toEqual(['画得真难看']);

    // Dismiss: the comment stays and leaves the queue — until someone reports it again.
    expect(await t.post(api('dismissReport'), { commentId: fine.id }, teacher)).toMatchObject({ success: true, message: '已驳回举报，评论保留' });
    expect((await queue(teacher)).total).toBe(0);
    expect(await shown()).toContain('颜色好多呀');
    await new Promise((r) => setTimeout(r, 5));
    await t.post(api('reportComment'), { commentId: fine.id, reason: '还是刷屏' }, me);
    expect((await queue(teacher)).list.map((c) => [c.content, c.reports])).toEqual([['颜色好多呀', 2]]);

    // Restore: shown again and counted on the work again; restoring twice is refused.
    const before = (await t.post(api('project'), { id: shareId }, me)).content.commentCount;
    expect(await t.post(api('restoreComment'), { commentId: rude.id }, teacher)).toMatchObject({ success: true, message: '已恢复显示' });
    expect(await shown()).toContain('画得真难看');
    expect((await t.post(api('project'), { id: shareId }, me)).content.commentCount).toBe(before + 1);
    expect((await queue(teacher, 'hidden')).total).toBe(0);
    expect((await t.post(api('restoreComment'), { commentId: rude.id }, teacher)).message).toBe('该评论没有被隐藏');
    expect((await t.post(api('dismissReport'), { commentId: 999999 }, teacher)).message).toBe(commentMessages.missing);

    const [school] = await t.database.db.select().from(schools).where(eq(schools.domain, 'demo'));
    const logged = await t.database.db.select({ operation: operationLogs.operation }).from(operationLogs).where(and(eq(operationLogs.schoolId, school.id), eq(operationLogs.entityName, 'CommunityComment'))).orderBy(operationLogs.id);
    expect(logged.map((l) => l.operation)).toEqual(['communityCommentHide', 'communityCommentDismiss', 'communityCommentRestore']);
  });
});
