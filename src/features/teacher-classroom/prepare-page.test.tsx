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
