import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/envelope';
import { signInAs, teacherSession } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const ownLesson = {
  source: 'own',
  id: 31,
  curriculumId: 9,
  curriculumName: '校本 Scratch',
  chapter: null,
  title: '小猫走路',
  durationMinutes: 40,
  video: null,
  courseware: null,
  coursewareName: null,
  content: '<p>让<b>小猫</b>动起来</p><script>alert(1)</script>',
  contentFormat: 'html',
  ojProblemIds: [],
};

/** 备课 of a self-made lesson: the same page as a platform lesson's, asking and saving with source=own. */
describe('preparing a self-made lesson', () => {
  let calls: Array<[string, Record<string, unknown>]>;
  beforeEach(() => {
    calls = [];
    localStorage.clear();
    signInAs('teacher');
    server.use(
      http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(teacherSession.permisionList)),
      http.post('*/java-api/school/classroom/prepare', async ({ request }) => {
        calls.push(['prepare', (await request.json()) as Record<string, unknown>]);
        return ok({ lesson: ownLesson, notes: '', notesUpdatedAt: null, classes: [{ id: 3, name: 'Python 启蒙一班', unlockedAt: null }] });
      }),
      http.post('*/java-api/school/classroom/saveNotes', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.push(['saveNotes', body]);
        return ok({ notes: body.notes, notesUpdatedAt: '2026-11-28T05:00:00Z' });
      }),
    );
  });

  it('shows the rich text sanitized, saves my notes with source=own and teaches the lesson as self-made', { timeout: 90_000 }, async () => {
    const { router } = renderApp('/code-classroom/prepare-lessons/prepare?lessonId=31&source=own');
    const content = await screen.findByTestId('lesson-content', undefined, { timeout: 30000 });
    expect(content.querySelector('b')?.textContent).toBe('小猫');
    expect(content.querySelector('script')).toBeNull();
    expect(calls[0]).toEqual(['prepare', { lessonId: 31, source: 'own' }]);

    fireEvent.change(screen.getByLabelText('备课笔记'), { target: { value: '先演示，再让学生改速度' } });
    // Kept in this browser under the self-made lesson's own key until saved (ids of the two sources overlap).
    expect(localStorage.getItem('lesson-notes-draft:own:31')).toBe('先演示，再让学生改速度');
    expect(localStorage.getItem('lesson-notes-draft:31')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /保存笔记/ }));
    await waitFor(() => expect(calls.find((c) => c[0] === 'saveNotes')?.[1]).toEqual({ lessonId: 31, notes: '先演示，再让学生改速度', source: 'own' }));
    await waitFor(() => expect(localStorage.getItem('lesson-notes-draft:own:31')).toBeNull());

    const row = (await screen.findByText('Python 启蒙一班')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: /上课/ }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/code-classroom/teach-lessons/lessons?classId=3&lessonId=31&source=own'));
  });
});

/** 备课中心 lists the school's own curricula beside the platform's; their lessons open with source=own all the way to 备课. */
describe('preparing from 备课中心', () => {
  let calls: Array<[string, Record<string, unknown>]>;
  beforeEach(() => {
    calls = [];
    signInAs('teacher');
    const card = { subjectName: '图形化编程', cover: null, level: 1, description: null };
    server.use(
      http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(teacherSession.permisionList)),
      http.post('*/java-api/school/classroom/prepCurricula', () =>
        ok([
          { source: 'platform', id: 9, name: '图形化入门', ...card, lessonCount: 12, preparedCount: 3 },
          { source: 'own', id: 9, name: '校本 Scratch', ...card, subjectName: '校本课程', lessonCount: 2, preparedCount: 1 },
        ]),
      ),
      http.post('*/java-api/school/classroom/prepLessons', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.push(['prepLessons', body]);
        return ok({
          curriculum: { source: 'own', id: 9, name: '校本 Scratch', ...card, subjectName: '校本课程', lessonCount: 2, preparedCount: 1 },
          lessons: [
            { id: 31, chapter: null, title: '小猫走路', sortOrder: 1, durationMinutes: 40, hasVideo: false, hasCourseware: false, preparedAt: '2026-11-28T05:00:00Z' },
            { id: 32, chapter: null, title: '小猫说话', sortOrder: 2, durationMinutes: 40, hasVideo: false, hasCourseware: false, preparedAt: null },
          ],
        });
      }),
      http.post('*/java-api/school/classroom/prepare', () => ok({ lesson: { ...ownLesson, id: 32, title: '小猫说话' }, notes: '', notesUpdatedAt: null, classes: [] })),
    );
  });

  it('opens a self-made curriculum (same id as a platform one) and prepares its lesson as self-made', { timeout: 90_000 }, async () => {
    const { router } = renderApp('/code-classroom/prepare-lessons');
    const own = await screen.findByTestId('prep-own-curriculum-9', undefined, { timeout: 30000 });
    expect(within(own).getByText('学校自建')).toBeTruthy();
    expect(within(own).getByText('已备 1/2')).toBeTruthy();
    expect(within(screen.getByTestId('prep-curriculum-9')).queryByText('学校自建')).toBeNull();
    fireEvent.click(own);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/code-classroom/curriculum-detail?curriculumId=9&source=own'));
    await screen.findByText('小猫说话');
    expect(calls).toEqual([['prepLessons', { curriculumId: 9, source: 'own' }]]);
    // 学科资料 belong to platform curricula only.
    expect(screen.queryByRole('button', { name: '学科资料' })).toBeNull();
    const row = screen.getByText('小猫说话').closest('tr')!;
    expect(within(row).getByText('未备课')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /备课/ }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/code-classroom/prepare-lessons/prepare?lessonId=32&source=own'));
  });
});
