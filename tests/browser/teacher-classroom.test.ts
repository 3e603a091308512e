import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';

/**
 * The teacher classroom on the real server and Chromium: a teacher opens a lesson of a granted
 * curriculum to their class from the teaching view, a student of the class sees it open and
 * reads it, hands in a C++ work, the teacher scores and comments it, and the student reads the
 * comment on their work; the teacher prepares the next lesson with notes of their own.
 */
let product: Product;
let lessonIds: number[];
beforeAll(async () => {
  product = await startProduct();
  // The platform's curriculum, granted to the demo school through the back office's calls.
  const admin = (await product.api('/java-api/auth/new/login', { userName: demoAccounts.admin.userName, password: encodePasswordForTransport(demoAccounts.admin.password), captchaVerifyParam: '' })).content.token as string;
  const subject = await product.api('/java-api/admin/subject/create', { name: '图形化编程' }, admin);
  const curriculum = await product.api('/java-api/admin/curriculum/create', { subjectId: subject.content.id, name: '小猫探险记', state: 1 }, admin);
  lessonIds = [];
  for (const [i, title, text] of [[1, '第一课 认识舞台', '今天我们认识舞台和角色。\n\n舞台是角色表演的地方。\n\n角色会说话、会移动。'], [2, '第二课 让小猫动起来', '']] as const) {
    const lesson = await product.api('/java-api/admin/currMat/create', { curriculumId: curriculum.content.id, title, sortOrder: i, chapter: '第一单元', ...(text ? { content: text } : {}) }, admin);
    lessonIds.push(lesson.content.id);
  }
  const schools = await product.api('/java-api/admin/edu/queryList', { keyword: '示范编程学校' }, admin);
  const granted = await product.api('/java-api/admin/eduCurrPer/save', { schoolId: schools.content.list[0].id, curriculumId: curriculum.content.id }, admin);
  expect(granted.success).toBe(true);
  mkdirSync('/tmp/h', { recursive: true });
});
afterAll(() => product?.stop());

const poll = { timeout: 20_000 };

it('a teacher opens a lesson, the student learns it and hands in a work, the teacher reviews it and the student reads the comment', { timeout: 300_000 }, async () => {
  const teacherSide = await product.newPage();
  const teacher = teacherSide.page;
  await teacher.setViewportSize({ width: 1440, height: 900 });
  await signIn(teacher, 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
  await teacher.waitForURL('**/code-classroom/classroom-index');
  await teacher.getByText('任课老师：李老师').waitFor(poll);
  await teacher.screenshot({ path: '/tmp/h/teacher-home.png' });
  await teacher.getByText('任课老师：李老师').click();
  await teacher.waitForURL('**/code-classroom/classroomDetails?classId=*');
  await teacher.getByText('小猫探险记').click();
  await teacher.waitForURL('**/code-classroom/classlist_desc_teacher?*');
  await expect.poll(() => teacher.getByTestId('class-lessons').textContent(), poll).toContain('第二课 让小猫动起来');
  await teacher.screenshot({ path: '/tmp/h/class-lessons.png' });
  await teacher.locator('tr', { hasText: '第一课 认识舞台' }).getByRole('button', { name: /上课/ }).click();
  await teacher.waitForURL('**/code-classroom/teach-lessons/lessons?*');
  const view = teacher.getByTestId('teaching-view');
  await expect.poll(() => view.textContent(), poll).toContain('学生还看不到');
  await teacher.screenshot({ path: '/tmp/h/teaching-cover.png' });

  // The student, signed in, sees the lesson locked before the teacher opens it.
  const studentSide = await product.newPage();
  const student = studentSide.page;
  await student.setViewportSize({ width: 1366, height: 900 });
  await signIn(student, 'student', demoAccounts.student.userName, demoAccounts.student.password);
  await student.waitForURL('**/code-classroom-stu/classroom-index-stu');
  await student.getByTestId(`lesson-locked-${lessonIds[0]}`).waitFor(poll);

  await teacher.getByRole('switch', { name: '对学生开放本课' }).click();
  await expect.poll(() => view.textContent(), poll).toContain('学生已可学习');
  // The signed-in student shows as signed in on the class list beside the slides.
  await expect.poll(() => view.textContent(), poll).toContain('已登录 1/3');
  await teacher.keyboard.press('ArrowRight');
  await expect.poll(() => teacher.getByTestId('slide-position').textContent(), poll).toBe('2 / 4');
  await expect.poll(() => teacher.getByTestId('teaching-stage').textContent(), poll).toContain('今天我们认识舞台和角色。');
  await teacher.screenshot({ path: '/tmp/h/teaching-slide.png' });

  await student.reload();
  await student.getByTestId(`lesson-open-${lessonIds[0]}`).click();
  await expect.poll(() => student.getByTestId('student-lesson').textContent(), poll).toContain('舞台是角色表演的地方。');
  expect(await student.getByTestId(`lesson-locked-${lessonIds[1]}`).count()).toBe(1);
  await student.screenshot({ path: '/tmp/h/student-lesson-open.png' });
  await student.keyboard.press('Escape');

  // The student writes a C++ work and saves it.
  await student.goto('/cpp/editor');
  await student.getByLabel('作品名称').fill('小猫走迷宫');
  await student.getByRole('button', { name: /保存作品/ }).click();
  await student.waitForURL(/workId=\d+/, poll);

  await teacher.goto('/code-classroom/works');
  const row = teacher.locator('tr', { hasText: '小猫走迷宫' });
  await expect.poll(() => row.textContent(), poll).toContain('待点评');
  await row.getByRole('button', { name: '点评' }).click();
  await teacher.waitForURL('**/code-classroom/worksDetails?id=*');
  await expect.poll(() => teacher.getByTestId('code-view').textContent(), poll).toContain('#include <iostream>');
  await teacher.getByLabel('评分').fill('95');
  await teacher.getByLabel('评语').fill('程序写得很清楚，继续加油！');
  await teacher.getByRole('button', { name: /保存点评/ }).click();
  await expect.poll(() => teacher.locator('.ant-message').textContent(), poll).toContain('点评已保存');
  await teacher.screenshot({ path: '/tmp/h/work-review.png' });

  await student.reload();
  await expect.poll(() => student.getByTestId('work-review').textContent(), poll).toContain('程序写得很清楚，继续加油！');
  expect(await student.getByTestId('work-review').textContent()).toContain('95 分');
  await student.screenshot({ path: '/tmp/h/student-sees-review.png' });

  // 备课: the teacher writes notes for the next lesson from the preparation centre.
  await teacher.goto('/code-classroom/prepare-lessons');
  await teacher.getByText('已备 0/2').click();
  await teacher.waitForURL('**/code-classroom/curriculum-detail?curriculumId=*');
  await teacher.locator('tr', { hasText: '第二课 让小猫动起来' }).getByRole('button', { name: /备课/ }).click();
  await teacher.waitForURL('**/code-classroom/prepare-lessons/prepare?lessonId=*');
  await teacher.getByLabel('备课笔记').fill('先演示小猫移动，再让学生自己试');
  await teacher.getByRole('button', { name: /保存笔记/ }).click();
  await expect.poll(() => teacher.locator('.ant-message').textContent(), poll).toContain('备课笔记已保存');
  await teacher.screenshot({ path: '/tmp/h/prepare.png' });
  await teacher.goto('/code-classroom/prepare-lessons');
  await teacher.getByText('已备 1/2').waitFor(poll);
  await teacherSide.context.close();
  await studentSide.context.close();
});
