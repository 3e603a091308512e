import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';

/**
 * The student's courses on the real server and Chromium: the platform's curriculum granted to
 * the school (one lesson opened by the class teacher) and the school's own curriculum granted to
 * the class appear side by side in 我的课程; the student walks the self-made course's lessons,
 * opens the platform lesson from the class home, and a locked lesson stays closed.
 */
let product: Product;
let platformLessons: number[];
let ownLessons: number[];
const login = async (path: string, userName: string, password: string) =>
  (await product.api(path, { userName, password: encodePasswordForTransport(password), captchaVerifyParam: '' })).content.token as string;

beforeAll(async () => {
  product = await startProduct();
  const admin = await login('/java-api/auth/new/login', demoAccounts.admin.userName, demoAccounts.admin.password);
  const subject = await product.api('/java-api/admin/subject/create', { name: '图形化编程' }, admin);
  const curriculum = await product.api('/java-api/admin/curriculum/create', { subjectId: subject.content.id, name: '小猫探险记', state: 1, description: '跟着小猫一起闯关，学会用积木编程。' }, admin);
  platformLessons = [];
  for (const [i, title, chapter] of [[1, '认识舞台', '第一单元 出发'], [2, '让小猫动起来', '第一单元 出发'], [3, '小猫会说话', '第二单元 对话']] as const) {
    const lesson = await product.api('/java-api/admin/currMat/create', { curriculumId: curriculum.content.id, title, sortOrder: i, chapter, content: i === 1 ? '舞台是角色表演的地方。\n\n点一点绿旗，小猫就出发啦！' : '' }, admin);
    platformLessons.push(lesson.content.id);
  }
  const schools = await product.api('/java-api/admin/edu/queryList', { keyword: '示范编程学校' }, admin);
  expect((await product.api('/java-api/admin/eduCurrPer/save', { schoolId: schools.content.list[0].id, curriculumId: curriculum.content.id }, admin)).success).toBe(true);

  // The school's own course, granted to the demo class by the principal.
  const principal = await login('/java-api/school/tch/login', demoAccounts.principal.userName, demoAccounts.principal.password);
  const system = await product.api('/java-api/school/selfCurrSystem/create', { name: '校本特色' }, principal);
  const own = await product.api('/java-api/school/selfCurr/create', { systemId: system.content.id, name: '趣味 Python 小游戏', level: 2, description: '用 Python 做猜数字、画彩虹。' }, principal);
  ownLessons = [];
  for (const [i, title, content] of [[1, '猜数字游戏', '<p>电脑想了一个 <b>1 到 100</b> 的数，你能猜中吗？</p>'], [2, '海龟画彩虹', '<p>用 <b>turtle</b> 画出七种颜色。</p>']] as const) {
    const lesson = await product.api('/java-api/school/selfCurrMat/create', { curriculumId: own.content.id, title, sortOrder: i, content, ojProblemIds: i === 1 ? '1001' : undefined }, principal);
    expect(lesson.success, lesson.message).toBe(true);
    ownLessons.push(lesson.content.id);
  }
  const classes = await product.api('/java-api/school/classroom/myClass', {}, principal);
  const classId = classes.content.find((c: { name: string }) => c.name === 'Python 启蒙一班').id;
  expect((await product.api('/java-api/school/selfCurrClass/create', { curriculumId: own.content.id, classId }, principal)).success).toBe(true);

  // The class teacher opens the first platform lesson.
  const teacher = await login('/java-api/school/tch/login', demoAccounts.teacher.userName, demoAccounts.teacher.password);
  // The self-made course was granted lesson by lesson: the teacher opens both of its lessons, then a platform lesson (the latest opened).
  for (const lessonId of ownLessons) expect((await product.api('/java-api/school/classroom/unlockLesson', { classId, lessonId, unlocked: true, source: 'own' }, teacher)).success).toBe(true);
  expect((await product.api('/java-api/school/classroom/unlockLesson', { classId, lessonId: platformLessons[0], unlocked: true }, teacher)).success).toBe(true);
  mkdirSync('/tmp/h', { recursive: true });
});
afterAll(() => product?.stop());

const poll = { timeout: 20_000 };

it('a student finds platform and school courses side by side, learns a lesson of each and waits for a locked one', { timeout: 300_000 }, async () => {
  const { page } = await product.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
  await page.waitForURL('**/code-classroom-stu/classroom-index-stu');
  // The home's 我的课程 shows the school's own course next to the platform's.
  await page.locator('[data-testid^="home-own-course-"]').getByText('趣味 Python 小游戏').waitFor(poll);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/h/student-home-courses.png', fullPage: true });

  await page.goto('/code-classroom-stu/classlist_index_stu1');
  // The lesson opened last makes its course the one to carry on with.
  await expect.poll(() => page.getByTestId('continue-course').textContent(), poll).toContain('小猫探险记');
  const courses = page.getByTestId('my-courses');
  await expect.poll(() => courses.textContent(), poll).toContain('趣味 Python 小游戏');
  expect(await courses.textContent()).toContain('已开放 1/3 节');
  expect(await courses.textContent()).toContain('学校特色课');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/h/student-my-courses.png', fullPage: true });

  // The self-made course: both lessons opened; the lesson shows its rich text and practice.
  await page.locator('[data-testid^="course-card-own-"]').click();
  await page.waitForURL('**/code-classroom-stu/stuDetails1?source=own*');
  await page.getByTestId(`path-open-${ownLessons[1]}`).waitFor(poll);
  await page.getByTestId(`path-open-${ownLessons[0]}`).getByRole('button', { name: /去学习/ }).click();
  await page.waitForURL('**/code-classroom-stu/stuDetails2?source=own*');
  await expect.poll(() => page.getByTestId('lesson-content').textContent(), poll).toContain('你能猜中吗');
  expect(await page.getByTestId('student-lesson-page').textContent()).toContain('第 1 关 · 题目 1001');
  await page.screenshot({ path: '/tmp/h/student-lesson-own.png', fullPage: true });
  await page.getByRole('button', { name: /下一课/ }).click();
  await expect.poll(() => page.getByTestId('lesson-content').textContent(), poll).toContain('七种颜色');

  // The class home: the lesson the teacher opened is there; the platform course path keeps the rest locked.
  await page.goto('/code-classroom-stu/classlist_index_stu');
  await page.getByRole('button', { name: /进入班级主页/ }).click();
  await page.waitForURL('**/code-classroom-stu/class_index_stu?classId=*');
  await page.getByTestId(`recent-lesson-${platformLessons[0]}`).waitFor(poll);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/h/student-class-home.png', fullPage: true });
  await page.getByTestId(`recent-lesson-${platformLessons[0]}`).click();
  await expect.poll(() => page.getByTestId('lesson-content').textContent(), poll).toContain('舞台是角色表演的地方');
  expect(await page.getByRole('button', { name: /后面的课还没开放/ }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: /返回《小猫探险记》/ }).click();
  await page.waitForURL('**/code-classroom-stu/classlist_desc_stu?*');
  await page.getByTestId(`path-locked-${platformLessons[1]}`).waitFor(poll);
  await page.screenshot({ path: '/tmp/h/student-class-course.png', fullPage: true });

  // A locked lesson opened by its address says so.
  await page.goto(`/code-classroom-stu/stuDetails2?source=platform&id=${platformLessons[1]}`);
  await page.getByText('这节课老师还没有开放，请等老师开课后再来学习', { exact: true }).first().waitFor(poll);
});
