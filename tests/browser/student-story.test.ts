import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';

/**
 * 学员详情 tells a student's story from what the school really recorded: a charge, six signed lessons (one
 * late, one on leave, one absent), a reviewed work and star coins, all made through the product's calls;
 * the page shows the figures, the attendance calendar coloured by state, the ledger behind the hours and
 * the timeline filtered by kind. 班级详情 shows the class's plan progress and attendance.
 * Screenshots at 1280 and 1920 pixels go to STORY_SCREENSHOTS when set.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const poll = { timeout: 20_000 };
const shots = process.env.STORY_SCREENSHOTS;

async function token(kind: 'staff' | 'student', userName: string, password: string): Promise<string> {
  const path = kind === 'staff' ? '/java-api/school/tch/login' : '/java-api/student/stu/login';
  const answer = await product.api(path, { userName, password: encodePasswordForTransport(password), captchaVerifyParam: '' });
  if (!answer.success) throw new Error(answer.message);
  return answer.content.token;
}

async function call(path: string, body: unknown, as: string) {
  const answer = await product.api(`/java-api/${path}`, body, as);
  if (!answer.success) throw new Error(`${path}: ${answer.message}`);
  return answer.content;
}

it('shows a student’s whole story and a class at a glance, from real records', { timeout: 300_000 }, async () => {
  const principal = await token('staff', demoAccounts.principal.userName, demoAccounts.principal.password);
  const pupil = await token('student', demoAccounts.student.userName, demoAccounts.student.password);
  const [student] = (await call('school/stu/queryList', { keyword: demoAccounts.student.userName, pageNum: 1, pageSize: 5 }, principal)).list.filter((s: any) => s.userName === demoAccounts.student.userName);
  const classmates = (await call('school/stu/queryList', { classId: student.classId, pageNum: 1, pageSize: 50 }, principal)).list.filter((s: any) => s.id !== student.id);
  const [course] = (await call('school/campusCourse/queryList', { keyword: 'Scratch', pageNum: 1, pageSize: 5 }, principal)).list;
  const [cash] = (await call('school/payAccount/queryList', { pageNum: 1, pageSize: 5 }, principal)).list;
  for (const s of [student, ...classmates]) {
    await call('school/receipt/createCharge', { studentId: s.id, payAccountId: cash.id, course: { courseId: course.id, hours: 20, givenHours: 2, discount: 0 }, goods: [], paid: 20 * course.unitPrice, remark: '秋季报名' }, principal);
  }
  const statuses = [1, 1, 2, 3, 1, 4, 1, 5];
  const comments = ['认真完成了迷宫关卡', null, '迟到十分钟，但课堂参与积极', null, '角色对话设计得很有创意', null, '循环嵌套掌握得很好', '补课时把作业补完了'];
  const start = new Date(Date.UTC(2026, 9, 5));
  for (let i = 0; i < statuses.length; i++) {
    const day = new Date(start.getTime() + i * 4 * 86_400_000).toISOString().slice(0, 10);
    const plan = await call('school/teachPlan/create', { classId: student.classId, courseId: course.id, lessonDate: day, startTime: '16:00', endTime: '17:30', topic: `第${i + 1}课 ${['认识舞台', '让小猫动起来', '迷宫游戏', '对话与广播', '变量计分', '循环嵌套', '克隆体', '综合作品'][i]}` }, principal);
    await call('school/teachPlan/sign', { planId: plan.id, records: [{ studentId: student.id, status: statuses[i], rating: comments[i] ? 4 + (i % 2) : undefined, comment: comments[i] ?? undefined }, ...classmates.map((c: any, k: number) => ({ studentId: c.id, status: (i + k) % 5 === 0 ? 4 : 1 }))] }, principal);
  }
  await call('school/teachPlan/create', { classId: student.classId, courseId: course.id, lessonDate: '2026-12-30', startTime: '16:00', endTime: '17:30', topic: '期末展示' }, principal);
  const work = await call('student/work/save', { kind: 'block', title: '会跳舞的小猫', source: '{}' }, pupil);
  await call('student/work/save', { kind: 'python', title: '猜数字游戏', source: 'print("猜一个数")' }, pupil);
  await call('school/classroom/reviewWork', { id: work.id, score: 92, comment: '角色动作很生动，配乐也很合适' }, principal);
  await call('school/starGrant/activeGrant', { studentId: student.id, amount: 10, reason: '期中表现优秀' }, principal);

  const { page } = await product.newPage({ timezoneId: 'Asia/Shanghai' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`/school-home-page/student-detail?id=${student.id}`);
  const story = page.getByTestId('student-story');
  await expect.poll(() => story.textContent(), poll).toContain('剩余课时');
  const text = await story.textContent();
  // 22 hours bought and given, 6 consumed (出勤, 迟到 and 补课 each take the lesson's hours); 6 of 8 lessons attended.
  expect(text).toContain('剩余课时16课时');
  expect(text).toContain('出勤率（8 节）75%');
  await expect.poll(() => page.getByTestId('story-event').count(), poll).toBeGreaterThan(5);
  expect(await story.textContent()).toContain('Scratch 创意编程');
  if (shots) mkdirSync(shots, { recursive: true });
  if (shots) await page.screenshot({ path: `${shots}/student-story-timeline-1280.png`, fullPage: true });

  // The timeline narrowed to comments shows only the teachers' words.
  await page.getByRole('combobox', { name: '时间线类型' }).click();
  await page.locator('.ant-select-item-option', { hasText: '评语' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await page.getByTestId('story-event').allTextContents()).join('|'), poll).toContain('循环嵌套掌握得很好');
  expect((await page.getByTestId('story-event').allTextContents()).every((t) => t.includes('评语'))).toBe(true);

  await page.getByRole('tab', { name: /课时/ }).click();
  await page.getByRole('row', { name: /Scratch 创意编程/ }).click();
  await expect.poll(() => page.locator('.ant-table-expanded-row').textContent(), poll).toContain('课消');
  if (shots) await page.screenshot({ path: `${shots}/student-story-hours-1280.png`, fullPage: true });

  await page.getByRole('tab', { name: '考勤' }).click();
  // The calendar opens on the month of the latest lesson, a 补课 (cyan, as in every attendance chart).
  const makeUp = page.getByTestId(`attendance-${new Date(start.getTime() + 7 * 4 * 86_400_000).toISOString().slice(0, 10)}`);
  await makeUp.waitFor(poll);
  expect(await makeUp.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(19, 194, 194)');
  await page.setViewportSize({ width: 1920, height: 1000 });
  if (shots) await page.screenshot({ path: `${shots}/student-story-attendance-1920.png`, fullPage: true });
  await page.getByRole('tab', { name: /作品/ }).click();
  await page.getByText('角色动作很生动，配乐也很合适', { exact: true }).waitFor(poll);
  if (shots) await page.screenshot({ path: `${shots}/student-story-works-1920.png`, fullPage: true });

  await page.goto(`/school-home-page/look-class-info?id=${student.classId}`);
  const cls = page.getByTestId('class-story');
  await expect.poll(() => cls.textContent(), poll).toContain('已上 8 / 计划 9 节');
  expect(await cls.textContent()).toContain('张小明');
  if (shots) await page.screenshot({ path: `${shots}/class-story-1920.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  if (shots) await page.screenshot({ path: `${shots}/class-story-1280.png`, fullPage: true });
  expect(errors).toEqual([]);
});
