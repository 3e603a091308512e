import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StudentClassHome, StudentCourse, StudentCourseLessons, StudentLessonDetail } from '../../api/generated/api.schemas';
import { fail, ok } from '../../test/envelope';
import { signInAs } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

/** The student's courses, class home and lessons show what the calls answer, self-made courses next to the platform's. */
const course = (over: Partial<StudentCourse>): StudentCourse => ({
  source: 'platform', id: 1, name: '', subjectName: '图形化编程', cover: null, level: 1, description: null, lessonCount: 3, openedCount: 0, lastOpenedAt: null, ...over,
});
const scratch = course({ id: 5, name: '图形化入门', openedCount: 2, lastOpenedAt: '2026-11-20T02:00:00Z', description: '从零开始学编程' });
const python = course({ id: 6, name: 'Python 启航', subjectName: 'Python', level: 2 });
const own = course({ source: 'own', id: 9, name: '校本 Scratch', subjectName: '校本课程', lessonCount: 2, openedCount: 2, lastOpenedAt: '2026-11-01T02:00:00Z' });

const platformLessons: StudentCourseLessons = {
  course: scratch,
  className: 'Python 启蒙一班',
  lessons: [
    { id: 51, chapter: '第一单元', title: '认识舞台', sortOrder: 1, durationMinutes: 45, hasVideo: true, hasMaterial: true, unlocked: true, unlockedAt: '2026-11-19T02:00:00Z' },
    { id: 52, chapter: '第一单元', title: '角色移动', sortOrder: 2, durationMinutes: 45, hasVideo: false, hasMaterial: false, unlocked: false, unlockedAt: null },
    { id: 53, chapter: '第二单元', title: '造型切换', sortOrder: 3, durationMinutes: 40, hasVideo: false, hasMaterial: false, unlocked: true, unlockedAt: '2026-11-20T02:00:00Z' },
  ],
};
const lesson = (over: Partial<StudentLessonDetail>): StudentLessonDetail => ({
  source: 'platform', id: 51, curriculumId: 5, curriculumName: '图形化入门', chapter: '第一单元', title: '认识舞台', durationMinutes: 45, video: '/uploads/v1.mp4',
  courseware: null, coursewareName: null, content: '舞台是角色表演的地方。', contentFormat: 'text', ojProblemIds: [], unlockedAt: '2026-11-19T02:00:00Z',
  previousLessonId: null, nextLessonId: 53, position: 1, lessonCount: 3, ...over,
});
const classHome: StudentClassHome = {
  class: { id: 3, name: 'Python 启蒙一班', teacherName: '李老师', campusName: '城北校区', startDate: '2026-09-01' },
  classmates: [{ id: 1, realName: '张小明', me: true }, { id: 2, realName: '刘小红', me: false }],
  courses: [scratch, own],
  recentLessons: [{ source: 'platform', lessonId: 53, lessonTitle: '造型切换', curriculumId: 5, curriculumName: '图形化入门', unlockedAt: '2026-11-20T02:00:00Z' }],
  myWorkCount: 4,
};

let lessons: Record<string, StudentLessonDetail | null>;

beforeEach(() => {
  lessons = {
    'platform-51': lesson({}),
    'platform-53': lesson({ id: 53, title: '造型切换', position: 3, previousLessonId: 51, nextLessonId: null, video: null, chapter: '第二单元' }),
    'platform-52': null,
    'own-91': lesson({
      source: 'own', id: 91, curriculumId: 9, curriculumName: '校本 Scratch', chapter: null, title: '小猫说话', video: null, contentFormat: 'html',
      content: '<p>让<b>小猫</b>说话<img src=x onerror="alert(1)"></p>', courseware: '/uploads/a.pdf', coursewareName: '讲义.pdf', ojProblemIds: [1001, 1002], previousLessonId: null, nextLessonId: null, position: 1, lessonCount: 2,
    }),
  };
  server.use(
    http.post('*/java-api/student/classroom/courses', () => ok([scratch, own, python])),
    http.post('*/java-api/student/classroom/classHome', async ({ request }) => {
      const { classId } = (await request.json()) as { classId: number };
      return classId === 3 ? ok(classHome) : fail('NotFound', '班级不存在，或你不在这个班级');
    }),
    http.post('*/java-api/student/classroom/courseLessons', async ({ request }) => {
      const { source, curriculumId } = (await request.json()) as { source: string; curriculumId: number };
      return source === 'platform' && curriculumId === 5 ? ok(platformLessons) : fail('NotFound', '课程不存在，或还没有开给你的班级');
    }),
    http.post('*/java-api/student/classroom/courseLesson', async ({ request }) => {
      const { source, lessonId } = (await request.json()) as { source: string; lessonId: number };
      const found = lessons[`${source}-${lessonId}`];
      if (found === null) return fail('AuthFailure', '这节课老师还没有开放，请等老师开课后再来学习');
      return found ? ok(found) : fail('NotFound', '课节不存在，或还没有开给你的班级');
    }),
  );
  signInAs('student');
});

const slow = { timeout: 30000 };

describe('我的课程 and 更多课程', () => {
  it('carries on with the course being learnt and shows platform and self-made courses side by side', async () => {
    const { router } = renderApp('/code-classroom-stu/classlist_index_stu1');
    const carryOn = await screen.findByTestId('continue-course', undefined, slow);
    expect(within(carryOn).getByText('图形化入门')).toBeTruthy();
    expect(within(carryOn).getByText(/已开放 2\/3 节/)).toBeTruthy();
    const ownCard = screen.getByTestId('course-card-own-9');
    expect(within(ownCard).getByText('学校特色课')).toBeTruthy();
    expect(within(ownCard).getByText('全部开放 · 2 节')).toBeTruthy();
    // A course the class has not started waits on 更多课程.
    expect(screen.queryByTestId('course-card-platform-6')).toBeNull();
    expect(screen.getByRole('button', { name: /更多课程（3）/ })).toBeTruthy();
    fireEvent.click(ownCard);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/code-classroom-stu/stuDetails1?source=own&id=9'));
  });

  it('finds courses by kind and name', async () => {
    renderApp('/code-classroom-stu/classlist_index_stu1_more');
    expect(within(await screen.findByTestId('course-card-platform-6', undefined, slow)).getByText('等老师开课')).toBeTruthy();
    const kinds = within(document.querySelector<HTMLElement>('.ant-segmented')!);
    fireEvent.click(kinds.getByText('学校特色课'));
    await waitFor(() => expect(screen.queryByTestId('course-card-platform-6')).toBeNull());
    expect(screen.getByTestId('course-card-own-9')).toBeTruthy();
    fireEvent.click(kinds.getByText('全部'));
    fireEvent.change(screen.getByLabelText('搜索课程'), { target: { value: 'python' } });
    await waitFor(() => expect(screen.queryByTestId('course-card-own-9')).toBeNull());
    expect(screen.getByTestId('course-card-platform-6')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('搜索课程'), { target: { value: '没有这门课' } });
    expect(await screen.findByText('没有找到这样的课程，换个条件试试')).toBeTruthy();
  });
});

describe('课程详情 and 课节详情', () => {
  it('walks the lesson path: open lessons lead to their page, locked ones wait for the teacher', async () => {
    const { router } = renderApp('/code-classroom-stu/stuDetails1?source=platform&id=5');
    const path = await screen.findByTestId('lesson-path', undefined, slow);
    expect(within(path).getByText('第一单元')).toBeTruthy();
    expect(within(path).getByText('第二单元')).toBeTruthy();
    expect(within(screen.getByTestId('path-locked-52')).getByText('等老师开放')).toBeTruthy();
    expect(screen.getByText('从零开始学编程')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('path-open-53')).getByRole('button', { name: /去学习/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?source=platform&id=53'));
    expect(router.state.location.pathname).toBe('/code-classroom-stu/stuDetails2');
  });

  it('shows an open lesson with video and content, and steps to the next open one', async () => {
    const { router } = renderApp('/code-classroom-stu/stuDetails2?source=platform&id=51');
    const page = await screen.findByTestId('student-lesson-page', undefined, slow);
    expect(within(page).getByText('认识舞台')).toBeTruthy();
    expect(screen.getByTestId('lesson-video').getAttribute('src')).toBe('/uploads/v1.mp4');
    expect(screen.getByTestId('lesson-content').textContent).toBe('舞台是角色表演的地方。');
    expect(screen.getByRole('button', { name: /课程反馈/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: /上一课/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /下一课/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?source=platform&id=53'));
    expect(await screen.findByText('后面的课还没开放')).toBeTruthy();
  });

  it('shows a self-made lesson\'s rich text safely, its handout and practice problems; no platform feedback', async () => {
    renderApp('/code-classroom-stu/stuDetails2?source=own&id=91&classId=3');
    const content = await screen.findByTestId('lesson-content', undefined, slow);
    expect(content.textContent).toBe('让小猫说话');
    expect(content.innerHTML).not.toContain('onerror');
    expect(screen.getByText(/讲义\.pdf/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /第 2 关 · 题目 1002/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /课程反馈/ })).toBeNull();
    expect(screen.getByRole('button', { name: /返回《校本 Scratch》/ })).toBeTruthy();
  });

  it('a locked lesson says so kindly', async () => {
    renderApp('/code-classroom-stu/stuDetails2?source=platform&id=52');
    expect(await screen.findByText('这节课老师还没有开放，请等老师开课后再来学习', { selector: '.ant-result-title' }, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: '去我的课程' })).toBeTruthy();
  });
});

describe('班级主页 and 班级课程详情', () => {
  it('shows my class: me among classmates, the newest lesson and the class\'s courses, self-made ones too', async () => {
    const { router } = renderApp('/code-classroom-stu/class_index_stu?classId=3');
    const home = await screen.findByTestId('class-home', undefined, slow);
    expect(within(home).getByText(/老师：李老师/)).toBeTruthy();
    expect(within(screen.getByTestId('classmate-me')).getByText('我')).toBeTruthy();
    expect(within(screen.getByTestId('recent-lesson-53')).getByText('造型切换')).toBeTruthy();
    expect(screen.getByRole('button', { name: /课堂作品（4）/ })).toBeTruthy();
    fireEvent.click(screen.getByTestId('course-card-own-9'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/code-classroom-stu/classlist_desc_stu?classId=3&source=own&id=9'));
  });

  it('another class is not found; the class course page goes back to the class home', async () => {
    renderApp('/code-classroom-stu/class_index_stu?classId=4');
    expect(await screen.findByText('班级不存在，或你不在这个班级', { selector: '.ant-result-title' }, slow)).toBeTruthy();
  });

  it('shows the course as my class learns it, with the way back to the class home', async () => {
    const { router } = renderApp('/code-classroom-stu/classlist_desc_stu?classId=3&source=platform&id=5');
    await screen.findByTestId('lesson-path', undefined, slow);
    expect(screen.getAllByText('Python 启蒙一班').length).toBeGreaterThan(0);
    fireEvent.click(within(screen.getByTestId('path-open-51')).getByRole('button', { name: /去学习/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?source=platform&id=51&classId=3'));
    fireEvent.click(await screen.findByRole('button', { name: /返回《图形化入门》/ }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/code-classroom-stu/classlist_desc_stu'));
  });
});
