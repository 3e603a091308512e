import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';

/**
 * The community on the real server: a student shares a work, a classmate finds it in 发现,
 * likes and comments on it, the owner sees the comment in 评论消息, and a teacher hides it.
 * The explore page is photographed for a look at what children see (COMMUNITY_SHOT names the file).
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const poll = { timeout: 20_000 };
const login = async (kind: 'student' | 'staff', userName: string, password: string) =>
  (await product.api(kind === 'student' ? '/java-api/student/stu/login' : '/java-api/school/tch/login', { userName, password: encodePasswordForTransport(password), captchaVerifyParam: '' })).content.token as string;

it('a shared work is found, liked and commented on; the owner reads the comment; a teacher hides it', { timeout: 300_000 }, async () => {
  const owner = await login('student', demoAccounts.student.userName, demoAccounts.student.password);
  const works = [
    { kind: 'python', title: '彩虹海龟画花朵', source: 'import turtle\nt = turtle.Turtle()\nfor i in range(36):\n    t.forward(100)\n    t.left(170)\nprint("画好啦！")' },
    { kind: 'block', title: '会说话的小猫', source: '{}' },
    { kind: 'cpp', title: '猜数字游戏', source: '#include <iostream>\nint main(){ std::cout << "猜猜我是几"; }' },
    { kind: 'junior', title: '跳跳蛙', source: '{}' },
  ];
  let shareId = 0;
  for (const work of works) {
    const saved = await product.api('/java-api/student/work/save', work, owner);
    const shared = await product.api('/java-api/community/share', { workId: saved.content.id, scope: 'platform', intro: '欢迎来玩！' }, owner);
    expect(shared.success, shared.message).toBe(true);
    if (work.kind === 'python') shareId = shared.content.id;
  }
  const third = await login('student', 'student3', 'Student2026');
  await product.api('/java-api/community/like', { id: shareId + 2, on: true }, third);

  // A classmate finds the work in 发现 and opens it.
  const { context, page } = await product.newPage();
  await signIn(page, 'student', 'student2', 'Student2026');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/community/explore');
  await expect.poll(() => page.getByTestId('work-card').count(), poll).toBe(4);
  if (process.env.COMMUNITY_SHOT) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: process.env.COMMUNITY_SHOT, fullPage: true });
  }
  await page.getByTestId('work-card').filter({ hasText: '彩虹海龟画花朵' }).click();
  await expect.poll(() => page.getByTestId('project-title').textContent(), poll).toBe('彩虹海龟画花朵');
  await page.getByRole('button', { name: /点赞 0/ }).click();
  await expect.poll(() => page.getByRole('button', { name: /点赞 1/ }).count(), poll).toBe(1);
  await page.getByLabel('评论内容').fill('小海龟画得真漂亮！');
  await page.getByRole('button', { name: '发表评论' }).click();
  await expect.poll(() => page.getByTestId('comment').filter({ hasText: '小海龟画得真漂亮！' }).count(), poll).toBe(1);
  await context.close();

  // The owner sees it, unread, in 评论消息.
  const ownerPage = await product.newPage();
  await signIn(ownerPage.page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
  await ownerPage.page.waitForURL((url) => url.pathname !== '/login');
  await ownerPage.page.goto('/community/comment');
  const message = ownerPage.page.getByTestId('community-message').filter({ hasText: '小海龟画得真漂亮！' });
  await expect.poll(() => message.count(), poll).toBe(1);
  expect(await message.textContent()).toContain('未读');
  await ownerPage.context.close();

  // The teacher hides it; it is gone for everyone.
  const teacherPage = await product.newPage();
  await signIn(teacherPage.page, 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
  await teacherPage.page.waitForURL((url) => url.pathname !== '/login');
  await teacherPage.page.goto(`/community/project?id=${shareId}`);
  const comment = teacherPage.page.getByTestId('comment').filter({ hasText: '小海龟画得真漂亮！' });
  await expect.poll(() => comment.count(), poll).toBe(1);
  await comment.getByRole('button', { name: /隐藏/ }).click();
  await expect.poll(() => comment.count(), poll).toBe(0);
  await teacherPage.context.close();
  const list = await product.api('/java-api/community/comments', { id: shareId }, owner);
  expect(list.content.list).toEqual([]);
});
