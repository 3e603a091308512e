import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';
import { button, confirmDialog, field, formItem, poll } from './antd-locators';

/**
 * A principal writes the school's own course (自建课程): a curriculum system, a curriculum in it
 * with two lessons (rich text, then an uploaded attachment), previews it as a student sees it and
 * grants it to a class.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

it('a principal builds a self-made course with two lessons, previews it and grants it to a class', { timeout: 180_000 }, async () => {
  const { context, page } = await product.newPage();
  await signIn(page, 'staff', 'principal', 'Principal@2026');
  await page.waitForURL((url) => url.pathname !== '/login');

  // A system first: the curricula are filed under it.
  await page.goto('/school-home-page/owncourse');
  await button(page, '新建课程体系').click();
  await page.waitForURL('**/create-curriculum-system');
  await field(page, '体系名称').fill('图形化编程体系');
  await button(page, '保存').click();
  await page.waitForURL('**/owncourse');
  await expect.poll(() => page.getByRole('button', { name: '图形化编程体系', exact: true }).count(), poll).toBe(1);

  // The curriculum, in that system.
  await button(page, '新增').first().click();
  await page.waitForURL('**/owncourse/create');
  await formItem(page, '课程体系').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '图形化编程体系' }).click();
  await field(page, '课程名称').fill('Scratch 创意课');
  await button(page, '保存').click();
  await page.waitForURL('**/owncourse');
  const row = page.locator('tr', { hasText: 'Scratch 创意课' });
  await expect.poll(() => row.count(), poll).toBe(1);
  await row.getByText('编辑').click();
  await page.waitForURL('**/owncourse/edit?id=*');

  // Lesson one: formatted text.
  await button(page, '添加课节').click();
  await field(page, '课节名称').fill('认识舞台和角色');
  await page.locator('.ant-modal:visible [role=textbox]').click();
  await page.keyboard.type('舞台是角色表演的地方');
  await confirmDialog(page);
  await expect.poll(() => page.locator('tr', { hasText: '认识舞台和角色' }).count(), poll).toBe(1);

  // Lesson two: an attachment through the upload pipeline.
  await button(page, '添加课节').click();
  await field(page, '课节名称').fill('让角色动起来');
  await page.locator('.ant-modal:visible').locator('.ant-form-item', { hasText: '附件' }).first().locator('input[type=file]').setInputFiles([{ name: 'lesson2.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await expect.poll(() => page.locator('.ant-modal:visible').getByText('lesson2.pdf').count(), poll).toBe(1);
  await field(page, '附件名称').fill('第二课讲义.pdf');
  await confirmDialog(page);
  await expect.poll(() => page.locator('tr', { hasText: '让角色动起来' }).count(), poll).toBe(1);
  expect(await page.locator('tr', { hasText: '让角色动起来' }).textContent()).toContain('第二课讲义.pdf');

  // The preview walks the lessons in order, as a student would.
  await button(page, '预览（学生视角）').click();
  await page.waitForURL('**/owncourse/preview?id=*');
  await expect.poll(() => page.getByText('舞台是角色表演的地方').count(), poll).toBe(1);
  await button(page, '下一节').click();
  await expect.poll(() => page.getByRole('link', { name: /第二课讲义\.pdf/ }).count(), poll).toBe(1);

  // Granted to a class, like the platform grants its curricula.
  await button(page, '返回编辑').click();
  await page.waitForURL('**/owncourse/edit?id=*');
  const grants = page.locator('.ant-card', { hasText: '授权班级' });
  await grants.locator('.ant-select').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const className = (await option.getAttribute('title')) ?? (await option.textContent()) ?? '';
  await option.click();
  await button(page, '授权给班级').click();
  await expect.poll(() => grants.locator('.ant-tag', { hasText: className }).count(), poll).toBe(1);
  await expect.poll(() => grants.getByText('授权班级（1）').count(), poll).toBe(1);
  await context.close();
});

/**
 * The course reaches the classroom: the principal grants it to the teacher's class, the teacher
 * opens its lesson 2 in the same teaching view as a platform lesson, opens it to the class and
 * gives it as homework from there; the student sees it in 我的作业 and hands in a work.
 */
it('a granted self-made lesson is taught, opened and given as homework, and the student hands in a work', { timeout: 300_000 }, async () => {
  mkdirSync('/tmp/h', { recursive: true });
  const login = async (path: string, userName: string, password: string) =>
    (await product.api(path, { userName, password: encodePasswordForTransport(password), captchaVerifyParam: '' })).content.token as string;
  const principal = await login('/java-api/school/tch/login', demoAccounts.principal.userName, demoAccounts.principal.password);
  const made = async (path: string, body: Record<string, unknown>) => {
    const answer = await product.api(path, body, principal);
    expect(answer.success, answer.message).toBe(true);
    return answer.content.id as number;
  };
  const system = await made('/java-api/school/selfCurrSystem/create', { name: '校本编程' });
  const curriculumId = await made('/java-api/school/selfCurr/create', { systemId: system, name: '小猫校本课' });
  await made('/java-api/school/selfCurrMat/create', { curriculumId, title: '第一课 小猫走路', sortOrder: 1, content: '<p>让小猫走十步</p>' });
  const second = await made('/java-api/school/selfCurrMat/create', { curriculumId, title: '第二课 小猫说话', sortOrder: 2, content: '<p>让<b>小猫</b>说“你好”，再想一想：它还能说什么？</p>', ojProblemIds: '1001' });
  await made('/java-api/school/selfCurrMat/create', { curriculumId, title: '第三课 小猫跳舞', sortOrder: 3 });
  const student = await login('/java-api/student/stu/login', demoAccounts.student.userName, demoAccounts.student.password);
  expect((await product.api('/java-api/student/work/save', { kind: 'python', title: '会说话的小猫', source: 'print("你好")' }, student)).success).toBe(true);

  // The principal grants it to the teacher's class on the course's page.
  const principalSide = await product.newPage();
  await signIn(principalSide.page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
  await principalSide.page.waitForURL((url) => url.pathname !== '/login');
  await principalSide.page.goto(`/school-home-page/owncourse/edit?id=${curriculumId}`);
  const grants = principalSide.page.locator('.ant-card', { hasText: '授权班级' });
  await grants.locator('.ant-select').click();
  await principalSide.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Python 启蒙一班' }).click();
  await button(principalSide.page, '授权给班级').click();
  await expect.poll(() => grants.getByText('授权班级（1）').count(), poll).toBe(1);
  await principalSide.context.close();

  // The teacher finds it on the class page beside the platform's and teaches lesson 2.
  const { context, page } = await product.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
  await page.waitForURL('**/code-classroom/classroom-index');
  await page.getByText('任课老师：李老师').click();
  await page.waitForURL('**/code-classroom/classroomDetails?classId=*');
  await page.getByText('小猫校本课').click();
  await page.waitForURL('**/code-classroom/classlist_desc_teacher?*source=own');
  await expect.poll(() => page.getByTestId('class-lessons').textContent(), poll).toContain('第二课 小猫说话');
  await page.screenshot({ path: '/tmp/h/own-class-lessons.png' });
  await page.locator('tr', { hasText: '第二课 小猫说话' }).getByRole('button', { name: /上课/ }).click();
  await page.waitForURL(`**/code-classroom/teach-lessons/lessons?*lessonId=${second}*`);
  const view = page.getByTestId('teaching-view');
  await expect.poll(() => view.textContent(), poll).toContain('学生还看不到');
  await page.getByRole('switch', { name: '对学生开放本课' }).click();
  await expect.poll(() => view.textContent(), poll).toContain('学生已可学习');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.getByTestId('teaching-stage').textContent(), poll).toContain('它还能说什么');
  await page.screenshot({ path: '/tmp/h/own-teaching-slide.png' });
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.getByTestId('teaching-stage').textContent(), poll).toContain('课堂练习');
  await page.screenshot({ path: '/tmp/h/own-teaching-problems.png' });

  // 布置作业 from the teaching view.
  await button(page, '布置作业').click();
  await field(page, '作业名称').fill('小猫说你好');
  await page.locator('.ant-modal:visible .ant-form-item', { hasText: '作品类型' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Python' }).click();
  await confirmDialog(page);
  await expect.poll(() => page.locator('.ant-message').textContent(), poll).toContain('作业已布置');

  // 备课 for the self-made lesson, from the teaching view; the notes are back in the teaching view.
  await page.getByRole('button', { name: '写备课笔记' }).click();
  await page.waitForURL(`**/code-classroom/prepare-lessons/prepare?lessonId=${second}&source=own`);
  await expect.poll(() => page.getByTestId('lesson-content').textContent(), poll).toContain('它还能说什么');
  await page.getByLabel('备课笔记').fill('先让小猫说你好，再请学生换一句');
  await page.getByRole('button', { name: /保存笔记/ }).click();
  await expect.poll(() => page.locator('.ant-message').textContent(), poll).toContain('备课笔记已保存');
  await page.screenshot({ path: '/tmp/h/own-prepare.png' });
  await page.locator('.ant-list-item', { hasText: 'Python 启蒙一班' }).getByRole('button', { name: /上课/ }).click();
  await page.waitForURL(`**/code-classroom/teach-lessons/lessons?*lessonId=${second}&source=own`);
  await page.getByTestId('teaching-notes').locator('summary').click();
  await expect.poll(() => page.getByTestId('teaching-notes').textContent(), poll).toContain('先让小猫说你好，再请学生换一句');
  await page.screenshot({ path: '/tmp/h/own-teaching-notes.png' });
  await context.close();

  // The student sees it in 我的作业 on the classroom home and hands in the work.
  const pupil = await product.newPage();
  await pupil.page.setViewportSize({ width: 1366, height: 900 });
  await signIn(pupil.page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
  await pupil.page.waitForURL('**/code-classroom-stu/classroom-index-stu');
  const card = pupil.page.getByTestId('my-homework').first();
  await expect.poll(() => card.textContent(), poll).toContain('小猫说你好');
  expect(await card.textContent()).toContain('第二课 小猫说话');
  await card.locator('div', { hasText: '小猫说你好' }).getByRole('button', { name: '交作业' }).last().click();
  await pupil.page.locator('.ant-modal:visible').getByText('会说话的小猫').click();
  await confirmDialog(pupil.page);
  await expect.poll(() => pupil.page.locator('.ant-message').textContent(), poll).toContain('作业已提交');
  await expect.poll(() => card.textContent(), poll).toContain('已交：会说话的小猫');
  await pupil.page.screenshot({ path: '/tmp/h/own-homework-student.png' });
  await pupil.context.close();

  // The teacher's 作业 tab counts the hand-in.
  const teacher = await login('/java-api/school/tch/login', demoAccounts.teacher.userName, demoAccounts.teacher.password);
  const classId = (await product.api('/java-api/school/classroom/myClass', {}, teacher)).content[0].id as number;
  const list = await product.api('/java-api/school/homework/list', { classId }, teacher);
  expect(list.content.list.find((h: { title: string }) => h.title === '小猫说你好')).toMatchObject({ source: 'own', lessonTitle: '第二课 小猫说话', curriculumName: '小猫校本课', handedIn: 1 });
  const again = await product.newPage();
  await again.page.setViewportSize({ width: 1440, height: 900 });
  await signIn(again.page, 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
  await again.page.waitForURL('**/code-classroom/classroom-index');
  await again.page.goto(`/code-classroom/classroomDetails?classId=${classId}`);
  await again.page.getByRole('tab', { name: /作业/ }).click();
  const tab = again.page.getByTestId('class-homework');
  await expect.poll(() => tab.textContent(), poll).toContain('小猫校本课 · 第二课 小猫说话学校自建');
  expect(await tab.textContent()).toContain('按时 1');
  await again.page.screenshot({ path: '/tmp/h/own-homework-teacher.png' });
  await again.context.close();
});
