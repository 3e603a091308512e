import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { libraryMessages } from '../../shared/library/library-rules';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';

/**
 * The public course and share pages on the real server and Chromium: a student learns a Python
 * lesson beside the runner (/python/course_v2) and a C++ one (/cpp/stu); the teacher teaches them
 * (/python/teachpy_v2, /cpp) and plays the lesson video (/code-classroom/video); a shared work
 * opens and runs for a visitor without a session (/MiniWorksDetails), a wrong link says so.
 */
let product: Product;
let pythonLesson: number;
let cppLesson: number;
let classId: number;
let studentApi: string;
const poll = { timeout: 30_000 };
const login = async (path: string, userName: string, password: string) =>
  (await product.api(path, { userName, password: encodePasswordForTransport(password), captchaVerifyParam: '' })).content.token as string;

beforeAll(async () => {
  product = await startProduct();
  const admin = await login('/java-api/auth/new/login', demoAccounts.admin.userName, demoAccounts.admin.password);
  const subject = await product.api('/java-api/admin/subject/create', { name: 'Python 编程' }, admin);
  const curriculum = await product.api('/java-api/admin/curriculum/create', { subjectId: subject.content.id, name: 'Python 小画家', state: 1 }, admin);
  const lesson = async (title: string, sortOrder: number, content: string, video?: string) =>
    (await product.api('/java-api/admin/currMat/create', { curriculumId: curriculum.content.id, title, sortOrder, chapter: '第一单元', content, ...(video ? { video } : {}) }, admin)).content.id as number;
  pythonLesson = await lesson('第一课 和电脑打招呼', 1, '今天我们让电脑开口说话。\n\n```python\nname = "小明"\nprint("你好，" + name)\n```\n\n把名字换成你自己的，再运行一次。', '/videos/lesson-1.mp4');
  cppLesson = await lesson('第二课 C++ 算加法', 2, '输入两个数，输出它们的和。\n\n```cpp\n#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n```');
  const schools = await product.api('/java-api/admin/edu/queryList', { keyword: '示范编程学校' }, admin);
  expect((await product.api('/java-api/admin/eduCurrPer/save', { schoolId: schools.content.list[0].id, curriculumId: curriculum.content.id }, admin)).success).toBe(true);
  const teacher = await login('/java-api/school/tch/login', demoAccounts.teacher.userName, demoAccounts.teacher.password);
  classId = (await product.api('/java-api/school/classroom/myClass', {}, teacher)).content[0].id;
  for (const lessonId of [pythonLesson, cppLesson]) expect((await product.api('/java-api/school/classroom/unlockLesson', { classId, lessonId, unlocked: true }, teacher)).success).toBe(true);
  studentApi = await login('/java-api/student/stu/login', demoAccounts.student.userName, demoAccounts.student.password);
  mkdirSync('/tmp/h', { recursive: true });
});
afterAll(() => product?.stop());

const output = (page: Page, id = 'program-output') => page.getByTestId(id);

it('a student learns a Python lesson and a C++ lesson beside the runners, and saves the program as a work', { timeout: 300_000 }, async () => {
  const { page } = await product.newPage();
  await page.setViewportSize({ width: 1440, height: 960 });
  await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
  await page.waitForURL('**/code-classroom-stu/**');

  await page.goto(`/python/course_v2?lessonId=${pythonLesson}`);
  expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(true);
  await expect.poll(() => page.getByTestId('lesson-pane').textContent(), poll).toContain('今天我们让电脑开口说话');
  const run = page.getByTestId('python-run-panel').getByRole('button', { name: /运行/ });
  await expect.poll(() => run.isEnabled(), { timeout: 90_000 }).toBe(true);
  // The editor starts from the lesson's example program.
  await run.click();
  await expect.poll(() => output(page).textContent(), poll).toContain('你好，小明');
  await page.screenshot({ path: '/tmp/h/python-course.png', fullPage: true });
  await page.getByRole('button', { name: /保存作品/ }).click();
  await expect.poll(() => page.locator('.ant-message').textContent(), poll).toContain('作品已保存');
  const works = await product.api('/java-api/student/work/selectList', { kind: 'python' }, studentApi);
  expect(works.content.list.map((w: { title: string }) => w.title)).toContain('第一课 和电脑打招呼');

  await page.goto(`/cpp/stu?lessonId=${cppLesson}`);
  await expect.poll(() => page.getByTestId('lesson-pane').textContent(), poll).toContain('输入两个数');
  await page.getByLabel('程序输入').fill('20 22');
  await page.getByRole('button', { name: /运行/ }).click();
  await expect.poll(() => output(page, 'cpp-output').textContent(), poll).toContain('42');
  await page.screenshot({ path: '/tmp/h/cpp-stu.png', fullPage: true });

  // A teacher's page says it is for teachers.
  await page.goto(`/python/teachpy_v2?classId=${classId}&lessonId=${pythonLesson}`);
  await page.getByText('这个页面供老师授课使用').waitFor(poll);
});

it('the teacher teaches the lessons step by step and plays the lesson video', { timeout: 300_000 }, async () => {
  const { page } = await product.newPage();
  await page.setViewportSize({ width: 1440, height: 960 });
  await signIn(page, 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
  await page.waitForURL('**/code-classroom/**');

  await page.goto(`/python/teachpy_v2?classId=${classId}&lessonId=${pythonLesson}`);
  await expect.poll(() => page.getByTestId('part-position').textContent(), poll).toBe('1 / 3');
  await page.getByRole('button', { name: '下一段' }).click();
  await expect.poll(() => page.getByTestId('lesson-example').textContent(), poll).toContain('print("你好，" + name)');
  await expect.poll(() => page.getByRole('button', { name: '下一课' }).isEnabled(), poll).toBe(true);

  await page.goto(`/cpp?classId=${classId}&lessonId=${cppLesson}`);
  await expect.poll(() => page.getByTestId('lesson-pane').textContent(), poll).toContain('第二课 C++ 算加法');

  await page.goto(`/code-classroom/video?lessonId=${pythonLesson}`);
  expect(await page.getByTestId('lesson-video').getAttribute('src', poll)).toBe('/videos/lesson-1.mp4');
  await page.goto(`/code-classroom/video?lessonId=${cppLesson}`);
  await page.getByText('这节课没有视频').waitFor(poll);
});

it('a shared work opens read-only and runs for a visitor without a session; a wrong link says so', { timeout: 300_000 }, async () => {
  const source = 'import turtle\nturtle.color("red")\nturtle.pensize(6)\nfor i in range(5):\n    turtle.forward(120)\n    turtle.right(144)\nprint("画好啦！")';
  const work = (await product.api('/java-api/student/work/save', { kind: 'python', title: '红色五角星', source }, studentApi)).content;
  const { token } = (await product.api('/java-api/student/work/share/create', { workId: work.id, days: 7 }, studentApi)).content;

  const { page } = await product.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/MiniWorksDetails?token=${encodeURIComponent(token)}`);
  await expect.poll(() => page.getByTestId('shared-title').textContent(), poll).toBe('红色五角星');
  await expect.poll(() => page.getByTestId('code-view').textContent(), poll).toContain('turtle.right(144)');
  expect(await page.getByText('张同学').count()).toBe(1);
  expect(await page.getByText('张小明').count()).toBe(0);
  const run = page.getByRole('button', { name: /运行/ });
  await expect.poll(() => run.isEnabled(), { timeout: 90_000 }).toBe(true);
  await run.click();
  await expect.poll(() => output(page).textContent(), poll).toContain('画好啦！');
  await page.screenshot({ path: '/tmp/h/mini-works-details.png', fullPage: true });

  await page.goto('/MiniWorksDetails?token=not-a-real-token');
  // Said on the page (the refusal also shows as the usual warning toast).
  await expect.poll(() => page.locator('.ant-result-subtitle').textContent(), poll).toBe(libraryMessages.shareInvalid);
});
