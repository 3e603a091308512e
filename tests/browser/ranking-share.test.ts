import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, startProduct, type Product } from './harness';

/** 我的比赛排名: a student shares their ranking card; anyone opens it without signing in; a made-up token is told so. */
describe('contest ranking share links in the browser', () => {
  let product: Product;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(() => product.stop());

  it('opens a student’s ranking card by its link and refuses an unknown one', async () => {
    const login = async (path: string, userName: string, password: string) =>
      (await product.api(path, { userName, password: encodePasswordForTransport(password), captchaVerifyParam: '' })).content.token as string;
    const teacher = await login('/java-api/school/tch/login', demoAccounts.teacher.userName, demoAccounts.teacher.password);
    const student = await login('/java-api/student/stu/login', demoAccounts.student.userName, demoAccounts.student.password);
    const [problem] = (await product.api('/java-api/oj/problem/queryList', { keyword: 'A+B' }, teacher)).content.list;
    const saved = await product.api(
      '/java-api/oj/contest/save',
      { title: '春季编程挑战赛', rule: 'acm', signUp: 'open', startAt: new Date(Date.now() - 60_000).toISOString(), endAt: new Date(Date.now() + 3_600_000).toISOString(), problemIds: [problem.id] },
      teacher,
    );
    expect(saved.success, saved.message).toBe(true);
    expect((await product.api('/java-api/oj/contest/signUp', { id: saved.content.id }, student)).success).toBe(true);
    const link = await product.api('/java-api/oj/contest/shareRanking', { id: saved.content.id, kind: 'mine' }, student);
    expect(link.success, link.message).toBe(true);

    const { page, context } = await product.newPage();
    await page.goto(link.content.path);
    await page.getByText('第 1 名').waitFor({ timeout: 15000 });
    await page.getByText('春季编程挑战赛').waitFor();
    await page.getByText('张小明').waitFor();
    await page.screenshot({ path: '/tmp/my-match-ranking.png', fullPage: true });

    await page.goto('/MyMatchRanking?token=not-a-real-token');
    await page.getByText('排名分享链接无效，请向分享人索取新的链接').first().waitFor({ timeout: 15000 });
    await page.getByText('无法打开排名卡片').waitFor();
    await context.close();
  }, 90_000);
});
