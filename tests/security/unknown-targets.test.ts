import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { feedbackMessages } from '../../shared/account-safety/feedback-rules';
import { noticeMessages } from '../../shared/account-safety/notice-rules';
import { ErrorCodes } from '../../shared/error-codes';
import { feedback, noticeReads } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from '../server/test-database';
import { startTestApp, type TestApp } from '../server/test-app';
import { addLesson } from '../server/lesson-fixture';

/** Calls that name a notice, problem, lesson or feedback item refuse one that does not exist, and store nothing. */
describe.each(backends)('unknown targets on %s', (backend) => {
  let t: TestApp;
  let teacher: string;
  let student: string;
  let admin: string;
  let questionTag: string;
  let courseTag: string;
  const missing = 987654;

  beforeAll(async () => {
    t = await startTestApp(backend);
    teacher = (await t.login('staff', demoAccounts.teacher.userName, demoAccounts.teacher.password)).content.token;
    student = (await t.login('student', demoAccounts.student.userName, demoAccounts.student.password)).content.token;
    admin = (await t.login('admin', demoAccounts.admin.userName, demoAccounts.admin.password)).content.token;
    questionTag = (await t.post('/java-api/feedbackTag/selectListByType', { type: 0 }, student)).content[0].tagName;
    courseTag = (await t.post('/java-api/feedbackTag/selectListByType', { type: 1 }, teacher)).content[0].tagName;
  });
  afterAll(() => t.close());

  const rows = async (table: typeof feedback | typeof noticeReads) => Number((await t.database.db.select({ n: count() }).from(table))[0].n);

  it('refuses marking an unknown notice read', async () => {
    expect(await t.post('/java-api/school/notice/read', { id: missing }, teacher)).toMatchObject({ success: false, code: ErrorCodes.NotFound, message: noticeMessages.missing });
    expect(await rows(noticeReads)).toBe(0);
    expect(await t.post('/java-api/auth/notice/readCount', { id: missing }, admin)).toMatchObject({ success: false, code: ErrorCodes.NotFound, message: noticeMessages.missing });
    const notice = (await t.post('/java-api/auth/notice/create', { title: '通知', content: '<p>x</p>' }, admin)).content;
    expect((await t.post('/java-api/school/notice/read', { id: notice.id }, teacher)).success).toBe(true);
    expect(await t.database.db.select({ noticeId: noticeReads.noticeId }).from(noticeReads)).toEqual([{ noticeId: notice.id }]);
  });

  it('refuses feedback on an unknown problem or lesson, from students and staff', async () => {
    for (const token of [student, teacher]) {
      expect(await t.post('/java-api/ojFeedback/create', { problemId: missing, tagName: questionTag, content: '样例错了' }, token)).toMatchObject({ success: false, code: ErrorCodes.NotFound, message: feedbackMessages.problemMissing });
      expect(await t.post('/java-api/lessonFeedback/create', { cmId: missing, tagName: courseTag, content: '视频卡顿' }, token)).toMatchObject({ success: false, code: ErrorCodes.NotFound, message: feedbackMessages.lessonMissing });
    }
    expect(await rows(feedback)).toBe(0);
    const lesson = await addLesson(t.database.db);
    expect((await t.post('/java-api/ojFeedback/create', { problemId: 1, tagName: questionTag, content: '样例错了' }, student)).success).toBe(true);
    expect((await t.post('/java-api/lessonFeedback/create', { cmId: lesson, tagName: courseTag, content: '视频卡顿' }, teacher)).success).toBe(true);
  });

  it('refuses marking an unknown feedback item read', async () => {
    expect(await t.post('/java-api/auth/feedback/read', { id: missing }, admin)).toMatchObject({ success: false, code: ErrorCodes.NotFound, message: feedbackMessages.missing });
    const [item] = await t.database.db.select({ id: feedback.id }).from(feedback).where(eq(feedback.problemId, 1));
    expect((await t.post('/java-api/auth/feedback/read', { id: item.id }, admin)).success).toBe(true);
  });
});
