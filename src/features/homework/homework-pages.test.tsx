import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../../shared/error-codes';
import type { ClassHomeworkRow, HomeworkStudent, StudentHomework } from '../../api/generated/api.schemas';
import { fail, ok } from '../../test/envelope';
import { signInAs, teacherSession } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const at = (hours: number) => new Date(Date.now() + hours * 3600000).toISOString();
const cls = { id: 3, name: 'Python 启蒙一班', campusName: '城北校区', teacherName: '李老师', studentCount: 3, openedLessons: 1, worksToReview: 0 };
const homework: ClassHomeworkRow = {
  id: 9, classId: 3, className: cls.name, source: 'platform', lessonId: 21, lessonTitle: '第一课', curriculumName: '图形化入门', title: '循环练习', description: '', kind: 'python',
  dueAt: at(-2), lateUntil: at(22), createdAt: at(-48), handedIn: 1, late: 1, studentCount: 3,
};
const student = (over: Partial<HomeworkStudent>): HomeworkStudent => ({ studentId: 1, realName: '', userName: '', state: 'lateOpen', submittedAt: null, workId: null, workTitle: null, workKind: null, score: null, ...over });
const mine = (over: Partial<StudentHomework>): StudentHomework => ({
  id: 9, title: '循环练习', description: '用 for 循环画星星', kind: 'python', dueAt: at(24), lateUntil: at(48), className: cls.name, source: 'platform', lessonId: 21, lessonTitle: '第一课',
  curriculumName: '图形化入门', teacherName: '李老师', submittedAt: null, workId: null, workTitle: null, workKind: null, state: 'open', ...over,
});
const closed = '作业「循环练习」已截止（截止 3月1日 10:00，补交截止 3月3日 10:00），不能再提交了';

describe('homework in the teacher classroom', () => {
  beforeEach(() => {
    signInAs('teacher');
    server.use(
      http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(teacherSession.permisionList)),
      http.post('*/java-api/school/classroom/classDetail', () => ok({ class: cls, students: [], curricula: [] })),
      http.post('*/java-api/school/homework/list', () => ok({ class: cls, list: [homework] })),
      http.post('*/java-api/school/homework/detail', () =>
        ok({
          homework,
          students: [
            student({ studentId: 1, realName: '张小明', state: 'handedIn', submittedAt: at(-30), workId: 71, workTitle: '我的循环', workKind: 'python', score: 95 }),
            student({ studentId: 2, realName: '刘小红', state: 'late', submittedAt: at(-1), workId: 72, workTitle: '晚交的循环', workKind: 'python' }),
            student({ studentId: 3, realName: '陈小刚' }),
          ],
        }),
      ),
    );
  });

  it('shows each homework with on-time, late and missing counts, and who handed in what', { timeout: 90_000 }, async () => {
    const { router } = renderApp('/code-classroom/classroomDetails?classId=3');
    fireEvent.click(await screen.findByRole('tab', { name: /作业/ }, { timeout: 30000 }));
    const list = await screen.findByTestId('class-homework');
    expect(await within(list).findByText('循环练习')).toBeTruthy();
    expect(within(list).getByText('按时 1 · 迟交 1 · 未交 1')).toBeTruthy();
    fireEvent.click(within(list).getByText('循环练习'));
    const students = await screen.findByTestId('homework-students-9');
    const row = (name: string) => within(students).getByText(name).closest('tr')!;
    expect(within(row('张小明')).getByText('已提交')).toBeTruthy();
    expect(within(row('张小明')).getByText('95 分')).toBeTruthy();
    expect(within(row('刘小红')).getByText('迟交')).toBeTruthy();
    expect(within(row('陈小刚')).getByText('可补交')).toBeTruthy();
    expect(within(row('陈小刚')).queryByRole('button')).toBeNull();
    fireEvent.click(within(row('刘小红')).getByRole('button', { name: '点评' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/code-classroom/worksDetails?id=72'));
  });

  it('assigns a lesson as homework from the class lesson list', { timeout: 90_000 }, async () => {
    const assigned: Record<string, unknown>[] = [];
    server.use(
      http.post('*/java-api/school/classroom/classLessons', () =>
        ok({
          class: cls,
          curriculum: { id: 4, name: '图形化入门', subjectName: '图形化', cover: null, lessonCount: 1, openedCount: 1 },
          lessons: [{ id: 21, chapter: null, title: '第一课', sortOrder: 1, durationMinutes: 45, hasVideo: false, hasCourseware: false, unlockedAt: at(-1) }],
        }),
      ),
      http.post('*/java-api/school/homework/assign', async ({ request }) => {
        assigned.push((await request.json()) as Record<string, unknown>);
        return ok(homework);
      }),
    );
    renderApp('/code-classroom/classlist_desc_teacher?classId=3&curriculumId=4');
    fireEvent.click(await screen.findByRole('button', { name: /布置作业/ }, { timeout: 30000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('作业名称'), { target: { value: '循环练习' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /布\s*置/ }));
    await waitFor(() => expect(assigned).toHaveLength(1));
    expect(assigned[0]).toMatchObject({ classId: 3, lessonId: 21, title: '循环练习', lateDays: 1 });
    expect(new Date(assigned[0].dueAt as string).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('homework in the student classroom', () => {
  let handIns: Record<string, unknown>[];
  beforeEach(() => {
    handIns = [];
    signInAs('student');
    server.use(
      http.post('*/java-api/student/homework/list', () => ok([mine({}), mine({ id: 10, title: '上周的作业', state: 'missing', dueAt: at(-100), lateUntil: at(-80) })])),
      http.post('*/java-api/student/work/selectList', () => ok({ list: [{ id: 71, kind: 'python', title: '我的循环', createdAt: at(-3), updatedAt: at(-3), deletedAt: null }], total: 1, pageNum: 1, pageSize: 100 })),
      http.post('*/java-api/student/homework/handIn', async ({ request }) => {
        handIns.push((await request.json()) as Record<string, unknown>);
        if (handIns.length === 1) return fail(ErrorCodes.ActionFailure, closed);
        return HttpResponse.json({ success: true, code: ErrorCodes.Success, message: '作业已提交', content: mine({ state: 'handedIn', workId: 71, workTitle: '我的循环' }) });
      }),
    );
  });

  it('课堂作品 lists my homework with due dates; a refused hand-in keeps the dialog and the choice', { timeout: 90_000 }, async () => {
    renderApp('/code-classroom-stu/classlist_works_student');
    const list = await screen.findByTestId('my-homework', undefined, { timeout: 30000 });
    expect(within(list).getAllByText(/截止/)).toHaveLength(2);
    expect(within(list).getByText('上周的作业')).toBeTruthy();
    expect(within(list).getByText('未交')).toBeTruthy();
    // Only the open one can still be handed in.
    expect(within(list).getAllByRole('button', { name: '交作业' })).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: '交作业' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('我的循环'));
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(handIns).toEqual([{ homeworkId: 9, workId: 71 }]));
    expect(await screen.findByText(closed)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(handIns).toHaveLength(2));
    expect(await screen.findByText('作业已提交')).toBeTruthy();
  });
});
