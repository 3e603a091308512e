import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, curricula, curriculumGrants, homeworks, homeworkSubmissions, schools, staff } from '../../server/db/schema';
import { lessonMissing } from '../../server/features/classroom/platform-lessons';
import { classMissing } from '../../server/features/classroom/teacher-classes';
import { dueInPast, homeworkMissing } from '../../server/features/homework/homework-rules';
import { workMissing, workSourceLimit, workTooLarge } from '../../server/features/works/works-model';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, addStaffWithScreens, otherPrincipal, staffToken } from './crud-fixtures';
import { addLesson } from './lesson-fixture';
import { studentToken } from './oj-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const school = (path: string) => `/java-api/school/homework/${path}`;
const student = (path: string) => `/java-api/student/homework/${path}`;
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

type StudentRow = { realName: string; state: string; workId: number | null };

/**
 * Homework (issue 18): the class teacher assigns a lesson as homework with a due time and a late
 * window; the class's students hand in a work of their own — on time, late within the window, and
 * refused after it with a message naming the times; the teacher follows who handed in, late or
 * not at all. Another teacher's or another school's class, homework and works are never reached.
 */
describe.each(backends)('homework on %s', (backend) => {
  let t: TestApp;
  let teacher: string;
  let otherTeacher: string;
  let otherPrincipalToken: string;
  let pupil: string;
  let pupil2: string;
  let otherStudent: string;
  let classId: number;
  let otherClassId: number;
  let lessonId: number;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const { db } = t.database;
    await addOtherSchool(db);
    const [demo] = await db.select().from(schools).where(eq(schools.domain, 'demo'));
    lessonId = await addLesson(db);
    const [{ curriculumId }] = await db.select({ curriculumId: curricula.id }).from(curricula).orderBy(curricula.id).limit(1);
    await db.update(curricula).set({ state: 1 }).where(eq(curricula.id, curriculumId));
    await db.insert(curriculumGrants).values({ schoolId: demo.id, curriculumId });
    [{ id: classId }] = await db.select({ id: classes.id }).from(classes).innerJoin(staff, eq(staff.id, classes.teacherId)).where(eq(staff.userName, demoAccounts.teacher.userName));
    [{ id: otherClassId }] = await db.select({ id: classes.id }).from(classes).where(eq(classes.name, '外校一班'));
    teacher = await staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);
    await addStaffWithScreens(db, 'teacher-elsewhere', ['classlist_desc_teacher', 'lessons', 'classroomDetails', 'classlist_works', 'myClass']);
    otherTeacher = await staffToken(t, 'teacher-elsewhere', 'Teacher@2026');
    otherPrincipalToken = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    pupil = await studentToken(t);
    pupil2 = await studentToken(t, 'student2');
    otherStudent = await studentToken(t, 'other-student', otherPrincipal.password);
  });
  afterAll(() => t.close());

  const assign = (body: Record<string, unknown>, token = teacher) => t.post(school('assign'), { classId, lessonId, dueAt: inDays(2), lateDays: 1, ...body }, token);
  const save = async (token: string, kind: string, title: string) => (await t.post('/java-api/student/work/save', { kind, title, source: 'print(1)' }, token)).content.id as number;

  it('assigns only to a class the teacher teaches, from a granted lesson, due in the future', async () => {
    expect(await assign({ dueAt: inDays(-1) })).toMatchObject({ success: false, code: 'InvalidParameter', message: dueInPast });
    expect(await assign({ lateDays: 15 })).toMatchObject({ success: false });
    expect(await assign({}, otherTeacher)).toMatchObject({ success: false, code: 'NotFound', message: classMissing });
    expect(await assign({}, otherPrincipalToken)).toMatchObject({ success: false, code: 'NotFound', message: classMissing });
    expect(await assign({ classId: otherClassId })).toMatchObject({ success: false, code: 'NotFound', message: classMissing });
    const stranger = await addLesson(t.database.db);
    expect(await assign({ lessonId: stranger })).toMatchObject({ success: false, code: 'NotFound', message: lessonMissing });

    const made = await assign({ kind: 'python', description: '画一颗星星' });
    expect(made).toMatchObject({ success: true, message: '作业已布置', content: { title: '第一课 作业', kind: 'python', classId, lessonTitle: '第一课', description: '画一颗星星' } });
    expect(new Date(made.content.lateUntil).getTime() - new Date(made.content.dueAt).getTime()).toBe(24 * 3600 * 1000);
    const list = await t.post(school('list'), { classId }, teacher);
    expect(list.content.list).toEqual([expect.objectContaining({ id: made.content.id, handedIn: 0, late: 0, studentCount: 3 })]);
    expect((await t.post(school('list'), { classId }, otherPrincipalToken)).code).toBe('NotFound');
    expect((await t.post(school('detail'), { id: made.content.id }, otherPrincipalToken))).toMatchObject({ code: 'NotFound', message: homeworkMissing });
    expect((await t.post(school('delete'), { id: made.content.id }, otherTeacher)).code).toBe('NotFound');
  });

  it('students see open homework, hand in on time or late, and are refused after the late window', async () => {
    const { content: hw } = await assign({ title: '循环练习', kind: 'python' });
    const open = await t.post(student('list'), { openOnly: true }, pupil);
    expect(open.content.find((h: { id: number }) => h.id === hw.id)).toMatchObject({ title: '循环练习', state: 'open', teacherName: '李老师', className: 'Python 启蒙一班', submittedAt: null });
    // Another school's student neither sees it nor hands in for it.
    expect((await t.post(student('list'), {}, otherStudent)).content).toEqual([]);
    const foreignWork = await save(otherStudent, 'python', '外校作品');
    expect(await t.post(student('handIn'), { homeworkId: hw.id, workId: foreignWork }, otherStudent)).toMatchObject({ success: false, code: 'NotFound', message: homeworkMissing });

    // Only an own work of the expected kind, not in the recycle bin.
    const work = await save(pupil, 'python', '我的循环');
    expect((await t.post(student('handIn'), { homeworkId: hw.id, workId: foreignWork }, pupil)).message).toBe(workMissing);
    const blocks = await save(pupil, 'block', '积木作品');
    expect(await t.post(student('handIn'), { homeworkId: hw.id, workId: blocks }, pupil)).toMatchObject({ success: false, message: '这份作业要交Python作品，请选择一个Python作品' });
    const handed = await t.post(student('handIn'), { homeworkId: hw.id, workId: work }, pupil);
    expect(handed).toMatchObject({ success: true, message: '作业已提交', content: { state: 'handedIn', workId: work, workTitle: '我的循环' } });

    // The due time passes: a hand-in now is late; after the window it is refused.
    await t.database.db.update(homeworks).set({ dueAt: new Date(Date.now() - 3600 * 1000), lateUntil: new Date(Date.now() + 3600 * 1000) }).where(eq(homeworks.id, hw.id));
    expect((await t.post(student('list'), { openOnly: true }, pupil2)).content.find((h: { id: number }) => h.id === hw.id).state).toBe('lateOpen');
    const lateWork = await save(pupil2, 'python', '晚交的循环');
    expect(await t.post(student('handIn'), { homeworkId: hw.id, workId: lateWork }, pupil2)).toMatchObject({ success: true, message: '已补交，老师会看到这是迟交的作业', content: { state: 'late' } });
    // The window closes: the same homework set back to March, its hand-ins with it (one on time, one late).
    const { db } = t.database;
    await db.update(homeworks).set({ dueAt: new Date('2026-03-01T02:00:00Z'), lateUntil: new Date('2026-03-03T02:00:00Z') }).where(eq(homeworks.id, hw.id));
    await db.update(homeworkSubmissions).set({ submittedAt: new Date('2026-02-28T02:00:00Z') }).where(and(eq(homeworkSubmissions.homeworkId, hw.id), eq(homeworkSubmissions.workId, work)));
    await db.update(homeworkSubmissions).set({ submittedAt: new Date('2026-03-02T02:00:00Z') }).where(and(eq(homeworkSubmissions.homeworkId, hw.id), eq(homeworkSubmissions.workId, lateWork)));
    const refused = await t.post(student('handIn'), { homeworkId: hw.id, workId: work }, pupil);
    expect(refused).toMatchObject({ success: false, code: 'ActionFailure', message: '作业「循环练习」已截止（截止 3月1日 10:00，补交截止 3月3日 10:00），不能再提交了' });
    // Closed homework leaves the open list but stays in the full one.
    expect((await t.post(student('list'), { openOnly: true }, pupil)).content.map((h: { id: number }) => h.id)).not.toContain(hw.id);
    expect((await t.post(student('list'), {}, pupil)).content.find((h: { id: number }) => h.id === hw.id).state).toBe('handedIn');

    // The teacher sees who handed in, late, and who is missing, with the works to open.
    const detail = await t.post(school('detail'), { id: hw.id }, teacher);
    const byName = Object.fromEntries(detail.content.students.map((s: StudentRow) => [s.realName, s]));
    expect(byName['张小明']).toMatchObject({ state: 'handedIn', workId: work });
    expect(byName['刘小红']).toMatchObject({ state: 'late', workId: lateWork });
    expect(byName['陈小刚']).toMatchObject({ state: 'missing', workId: null });
    const row = (await t.post(school('list'), { classId }, teacher)).content.list.find((h: { id: number }) => h.id === hw.id);
    expect(row).toMatchObject({ handedIn: 1, late: 1, studentCount: 3 });
    // The handed-in work opens in the review page for the class teacher.
    expect((await t.post('/java-api/school/classroom/reviewWork', { id: work, score: 90, comment: '很好' }, teacher)).success).toBe(true);
    expect((await t.post(school('detail'), { id: hw.id }, teacher)).content.students[0].score).toBe(90);

    expect(await t.post(school('delete'), { id: hw.id }, teacher)).toMatchObject({ success: true, message: '作业已删除' });
    expect((await t.post(student('list'), {}, pupil)).content.map((h: { id: number }) => h.id)).not.toContain(hw.id);
    expect((await t.post('/java-api/student/work/detail', { id: work }, pupil)).success).toBe(true);
  });

  it('saves and hands in from the Python and C++ editors in one step, under the homework rules', async () => {
    const { content: hw } = await assign({ title: '星星作业', kind: 'python' });
    const myWorks = async (token: string, kind: string) => (await t.post('/java-api/student/work/selectList', { kind, pageSize: 100 }, token)).content.list as { id: number; title: string }[];

    // A new work, saved and handed in: the answer carries both.
    const first = await t.post(student('savePython'), { homeworkId: hw.id, title: '我的星星', source: 'print("*")' }, pupil);
    expect(first).toMatchObject({ success: true, message: '作业已提交', content: { work: { kind: 'python', title: '我的星星', source: 'print("*")' }, homework: { id: hw.id, state: 'handedIn', workTitle: '我的星星' } } });
    const workId = first.content.work.id as number;
    expect(first.content.homework.workId).toBe(workId);
    // Saving again over the same work replaces its text and keeps it handed in.
    const again = await t.post(student('savePython'), { homeworkId: hw.id, id: workId, title: '我的星星', source: 'print("**")' }, pupil);
    expect(again.content).toMatchObject({ work: { id: workId, source: 'print("**")' }, homework: { workId, state: 'handedIn' } });

    // The wrong kind, another student's work, another school, an oversized program: refused, nothing saved.
    const cppBefore = (await myWorks(pupil, 'cpp')).length;
    expect(await t.post(student('saveCpp'), { homeworkId: hw.id, title: 'C++ 星星', source: 'int main(){}' }, pupil)).toMatchObject({ success: false, message: '这份作业要交Python作品，请选择一个Python作品' });
    expect((await myWorks(pupil, 'cpp')).length).toBe(cppBefore);
    expect(await t.post(student('savePython'), { homeworkId: hw.id, id: workId, title: '抢来的', source: 'x' }, pupil2)).toMatchObject({ success: false, code: 'NotFound', message: workMissing });
    expect(await t.post(student('savePython'), { homeworkId: hw.id, title: '外校', source: 'x' }, otherStudent)).toMatchObject({ success: false, code: 'NotFound', message: homeworkMissing });
    expect(await t.post(student('savePython'), { homeworkId: hw.id, id: workId, title: '太长', source: 'x'.repeat(workSourceLimit + 1) }, pupil)).toMatchObject({ success: false, message: workTooLarge });

    // Late within the window: saved and handed in as late.
    const { db } = t.database;
    await db.update(homeworks).set({ dueAt: new Date(Date.now() - 3600 * 1000), lateUntil: new Date(Date.now() + 3600 * 1000) }).where(eq(homeworks.id, hw.id));
    const late = await t.post(student('savePython'), { homeworkId: hw.id, title: '晚到的星星', source: 'print(2)' }, pupil2);
    expect(late).toMatchObject({ success: true, message: '已补交，老师会看到这是迟交的作业', content: { homework: { state: 'late' } } });

    // After the late window: refused with the times, and the work is not even saved (the editor keeps the draft).
    await db.update(homeworks).set({ dueAt: new Date('2026-03-01T02:00:00Z'), lateUntil: new Date('2026-03-03T02:00:00Z') }).where(eq(homeworks.id, hw.id));
    const closed = await t.post(student('savePython'), { homeworkId: hw.id, id: workId, title: '我的星星', source: 'print("late")' }, pupil);
    expect(closed).toMatchObject({ success: false, code: 'ActionFailure', message: '作业「星星作业」已截止（截止 3月1日 10:00，补交截止 3月3日 10:00），不能再提交了' });
    expect((await t.post('/java-api/student/work/detail', { id: workId }, pupil)).content.source).toBe('print("**")');

    // A homework that takes any kind takes a C++ work from the C++ editor.
    const { content: anyKind } = await assign({ title: '自选作业' });
    const cpp = await t.post(student('saveCpp'), { homeworkId: anyKind.id, title: '加法', source: 'int main(){return 0;}' }, pupil);
    expect(cpp).toMatchObject({ success: true, content: { work: { kind: 'cpp' }, homework: { state: 'handedIn', workKind: 'cpp' } } });
    // Staff have no works of their own.
    expect((await t.post(student('saveCpp'), { homeworkId: anyKind.id, title: 'x', source: 'y' }, teacher)).success).toBe(false);
  });

  it('refuses homework calls to staff without the screens and student calls to staff', async () => {
    await addStaffWithScreens(t.database.db, 'no-homework', []);
    const bare = await staffToken(t, 'no-homework', 'Teacher@2026');
    expect((await t.post(school('list'), { classId }, bare)).code).toBe('AuthFailure');
    expect((await t.post(student('list'), {}, teacher)).success).toBe(false);
    expect((await t.post(school('list'), { classId }, pupil)).success).toBe(false);
  });
});
