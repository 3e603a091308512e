import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '../../shared/account-safety/feedback-rules';
import { noticeMessages } from '../../shared/account-safety/notice-rules';
import { ErrorCodes } from '../../shared/error-codes';
import { staff } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';
import { addLesson } from './lesson-fixture';
import { specText } from '../fixtures/spec-texts';

/** Notices (sanitized, unread per staff member) and feedback (limits, read marks, unread counts). */
describe.each(backends)('notices and feedback on %s', (backend) => {
  let t: TestApp;
  let teacher: string;
  let student: string;
  let principal: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    teacher = (await t.login('staff', 'teacher', demoAccounts.teacher.password)).content.token;
    student = (await t.login('student', 'student', demoAccounts.student.password)).content.token;
    principal = (await t.login('staff', 'principal', demoAccounts.principal.password)).content.token;
    admin = (await t.login('admin', 'admin', demoAccounts.admin.password)).content.token;
  });
  afterAll(() => t.close());

  it('refuses script in a notice and strips what is not allowed', async () => {
    for (const content of ['<p>hi</p><script>alert(1)</script>', '<img src=x onerror="alert(1)">', '<a href="javascript:alert(1)">x</a>']) {
      expect(await t.post('/java-api/auth/notice/create', { title: 'x', content }, admin)).toMatchObject({ success: false, code: ErrorCodes.InvalidParameter, message: noticeMessages.scriptRefused });
    }
    const saved = await t.post('/java-api/auth/notice/create', { title: ' 放假通知 ', content: '<p style="color:red">周六<b>放假</b></p><iframe src="https://x"></iframe>' }, admin);
    expect(saved.content).toMatchObject({ title: '放假通知', content: '<p style="color:red">周六<b>放假</b></p>', notice_type: 1 });
    expect((await t.post('/java-api/auth/notice/create', { title: 'x', content: '<p>x</p>' }, teacher)).code).toBe(ErrorCodes.InvalidToken);
  });

  it('shows a staff member the brief notices they have not read, until they read them', async () => {
    const unread = (await t.post('/java-api/school/notice/selectNotReadList', undefined, teacher)).content;
    expect(unread.notReadNum).toBe(1);
    expect(unread.noticeInfo[0].title).toBe('放假通知');
    expect((await t.post('/java-api/school/notice/read', { id: unread.noticeInfo[0].id }, teacher)).success).toBe(true);
    expect((await t.post('/java-api/school/notice/selectNotReadList', undefined, teacher)).content.notReadNum).toBe(0);
    expect((await t.post('/java-api/school/notice/selectNotReadList', undefined, student)).code).toBe(ErrorCodes.InvalidToken);
  });

  it('tells the back office how many serving staff have read a notice', async () => {
    const notice = (await t.post('/java-api/auth/notice/create', { title: '阅读统计', content: '<p>x</p>' }, admin)).content;
    const serving = (await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.state, 1))).length;
    const readCount = async () => (await t.post('/java-api/auth/notice/readCount', { id: notice.id }, admin)).content;
    expect(await readCount()).toEqual({ readNum: 0, unReadNum: serving, staffTotal: serving });
    await t.post('/java-api/school/notice/read', { id: notice.id }, teacher);
    await t.post('/java-api/school/notice/read', { id: notice.id }, teacher);
    expect(await readCount()).toEqual({ readNum: 1, unReadNum: serving - 1, staffTotal: serving });
    expect((await t.post('/java-api/auth/notice/readCount', { id: notice.id }, teacher)).code).toBe(ErrorCodes.InvalidToken);
  });

  it('offers tags by type and checks description, tag and images', async () => {
    const questionTags = (await t.post('/java-api/feedbackTag/selectListByType', { type: 0 }, student)).content;
    const courseTags = (await t.post('/java-api/feedbackTag/selectListByType', { type: 1 }, teacher)).content;
    expect(questionTags.length).toBeGreaterThan(0);
    expect(courseTags.map((x: { tagName: string }) => x.tagName)).not.toEqual(questionTags.map((x: { tagName: string }) => x.tagName));
    const tagName = questionTags[0].tagName;
    const create = (body: object, token = student) => t.post('/java-api/ojFeedback/create', { problemId: 1, tagName, content: '样例错了', ...body }, token);

    expect(await create({ content: '   ' })).toMatchObject({ success: false, message: feedbackMessages.contentRequired });
    expect((await create({ content: 'x'.repeat(15001) })).code).toBe(ErrorCodes.InvalidParameter);
    expect((await create({ content: 'x'.repeat(15000) })).success).toBe(true);
    expect(await create({ tagName: '不存在' })).toMatchObject({ success: false, message: feedbackMessages.tagUnknown });
    expect(await create({ contentImgUrl: '/api/files/a.png;/api/files/b.png;/api/files/c.png;/api/files/d.png' })).toMatchObject({ success: false, message: specText.feedbackMessages.imageCount });
    expect(await create({ contentImgUrl: 'javascript:alert(1)' })).toMatchObject({ success: false, message: feedbackMessages.imageUrl });
    expect(await create({ contentImgUrl: '/api/files/video-transcoding/feedback/1-a.gif' })).toMatchObject({ success: false, message: specText.feedbackMessages.imageType });
    const ok = await create({ content: '  题目描述有歧义 ', contentImgUrl: '/api/files/video-transcoding/public/2026-01-01/1-a.png;/api/files/video-transcoding/public/2026-01-01/2-b.png' });
    expect(ok).toMatchObject({ success: true, message: specText.feedbackMessages.submitted, content: { content: '题目描述有歧义', type: 0, problemId: 1, read: false } });
    const cmId = await addLesson(t.database.db);
    const course = await t.post('/java-api/lessonFeedback/create', { cmId, tagName: courseTags[0].tagName, content: '视频卡顿' }, teacher);
    expect(course.content).toMatchObject({ type: 1, cmId });
  });

  it('lets the back office list, read and all-read feedback with unread counts', async () => {
    const counts = async () => (await t.post('/java-api/auth/feedback/unReadNum', undefined, admin)).content;
    const mine = async () => (await t.post('/java-api/school/tch/feedbackState', undefined, teacher)).content;
    expect(await counts()).toEqual({ question: 2, course: 1, total: 3 });
    expect(await mine()).toEqual({ total: 1, read: 0, unread: 1, replied: 0 });
    const page = (await t.post('/java-api/auth/feedback/selectMsgList', { type: 0 }, admin)).content;
    expect(page).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
    const list = page.list;
    expect(list).toHaveLength(2);
    const second = (await t.post('/java-api/auth/feedback/selectMsgList', { type: 0, pageNum: 2, pageSize: 1 }, admin)).content;
    expect(second).toMatchObject({ total: 2, pageNum: 2, pageSize: 1, list: [{ id: list[1].id }] });
    expect(list[0]).toMatchObject({ userName: expect.stringContaining('（student）'), schoolName: '示范编程学校' });
    await t.post('/java-api/auth/feedback/read', { id: list[0].id }, admin);
    expect(await counts()).toEqual({ question: 1, course: 1, total: 2 });
    const onlyRead = (await t.post('/java-api/auth/feedback/selectMsgList', { type: 0, read: true }, admin)).content;
    const onlyUnread = (await t.post('/java-api/auth/feedback/selectMsgList', { type: 0, read: false }, admin)).content;
    expect([onlyRead.list.map((f: { id: number }) => f.id), onlyUnread.list.map((f: { id: number }) => f.id)]).toEqual([[list[0].id], [list[1].id]]);
    await t.post('/java-api/auth/feedback/allRead', { type: 1 }, admin);
    expect(await counts()).toEqual({ question: 1, course: 0, total: 1 });
    expect(await mine()).toEqual({ total: 1, read: 1, unread: 0, replied: 0 });
    expect((await t.post('/java-api/school/tch/feedbackState', undefined, student)).code).toBe(ErrorCodes.InvalidToken);
    expect((await t.post('/java-api/auth/feedback/selectMsgList', { type: 0 }, teacher)).code).toBe(ErrorCodes.InvalidToken);
  });

  it('lets the back office manage the tags of each type, keeping at least one', async () => {
    const tags = async (token = admin) => (await t.post('/java-api/feedbackTag/selectListByType', { type: 1 }, token)).content as { id: number; tagName: string }[];
    const save = (body: object) => t.post('/java-api/auth/feedbackTag/save', { type: 1, ...body }, admin);
    const added = await save({ tagName: ' 字幕有误 ' });
    expect(added).toMatchObject({ success: true, content: { tagName: '字幕有误' } });
    expect(await save({ tagName: '字幕有误' })).toMatchObject({ success: false, code: ErrorCodes.ActionFailure, message: feedbackMessages.tagDuplicate });
    expect((await save({ id: added.content.id, tagName: '字幕错误' })).content).toEqual({ id: added.content.id, tagName: '字幕错误' });
    expect((await tags(teacher)).map((x) => x.tagName)).toContain('字幕错误');
    expect((await t.post('/java-api/auth/feedbackTag/save', { type: 1, tagName: 'x' }, teacher)).code).toBe(ErrorCodes.InvalidToken);

    const all = await tags();
    for (const tag of all.slice(1)) expect((await t.post('/java-api/auth/feedbackTag/delete', { id: tag.id }, admin)).success).toBe(true);
    expect(await t.post('/java-api/auth/feedbackTag/delete', { id: all[0].id }, admin)).toMatchObject({ success: false, message: feedbackMessages.tagLastOne });
    expect(await tags()).toEqual([all[0]]);
    expect((await t.post('/java-api/auth/feedbackTag/delete', { id: all[1].id }, admin)).message).toBe(feedbackMessages.tagMissing);
  });

  it('lets the back office answer feedback, and the sender read the answer among their own', async () => {
    const tagName = (await t.post('/java-api/feedbackTag/selectListByType', { type: 1 }, teacher)).content[0].tagName;
    const sent = (await t.post('/java-api/lessonFeedback/create', { cmId: await addLesson(t.database.db), tagName, content: '第二课视频无声音' }, teacher)).content;
    const reply = (body: object, token = admin) => t.post('/java-api/auth/feedback/reply', body, token);
    expect(await reply({ id: sent.id, reply: '   ' })).toMatchObject({ success: false, message: feedbackMessages.replyRequired });
    expect(await reply({ id: 999999, reply: '已修复' })).toMatchObject({ success: false, code: ErrorCodes.NotFound, message: feedbackMessages.missing });
    expect((await reply({ id: sent.id, reply: '已修复' }, teacher)).code).toBe(ErrorCodes.InvalidToken);
    const answered = (await reply({ id: sent.id, reply: ' 已重新上传视频 ' })).content;
    expect(answered).toMatchObject({ id: sent.id, reply: '已重新上传视频', read: true, userName: expect.stringContaining('（teacher）') });
    expect(answered.repliedAt).toEqual(expect.any(String));

    const mine = (await t.post('/java-api/school/tch/feedbackList', {}, teacher)).content;
    expect(mine).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
    expect(mine.list[0]).toMatchObject({ id: sent.id, reply: '已重新上传视频', read: true });
    expect((await t.post('/java-api/school/tch/feedbackState', undefined, teacher)).content).toEqual({ total: 2, read: 2, unread: 0, replied: 1 });
    expect((await t.post('/java-api/school/tch/feedbackList', {}, principal)).content.total).toBe(0);
    expect((await t.post('/java-api/school/tch/feedbackList', {}, student)).code).toBe(ErrorCodes.InvalidToken);
  });
});
