import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/envelope';
import { signInAs, teacherSession } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const curriculum = { id: 4, name: '图形化入门', subjectName: '图形化编程', cover: null, level: 1, lessonHours: 12, description: '从舞台和角色开始', expireDate: null, lessonCount: 2 };
const lessons = [
  { id: 21, chapter: '第一章', title: '认识舞台', sortOrder: 1, durationMinutes: 45, video: '/uploads/v1.mp4', courseware: '/api/files/a414a6215b537f5191138ad3a2ad292a-stage.pdf', content: '先让学生拖动角色' },
  { id: 22, chapter: null, title: '角色移动', sortOrder: 2, durationMinutes: 40, video: null, courseware: null, content: null },
];
const training = { id: 7, title: 'Scratch 教学法', cover: null, lecturer: '王老师', tagName: '图形化', description: '如何带好第一节课', chapterCount: 1, videoCount: 1, fileCount: 0 };
const activity = (id: number, title: string, newState: number) => ({ id, title, cover: null, startTime: '2026-12-01T01:00:00Z', endTime: null, location: '城北校区', quota: 30, content: '说课与评课', newState });

/** The teacher classroom's 学科资料, 培训课程 and 教研活动 read the school's published content through the same calls as the school area. */
describe('teacher classroom content pages', () => {
  beforeEach(() => {
    signInAs('teacher');
    server.use(
      http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(teacherSession.permisionList)),
      http.post('*/java-api/school/classroom/prepCurricula', () =>
        ok([
          { source: 'platform', id: 4, name: '图形化入门', subjectName: '图形化编程', cover: null, level: 1, description: null, lessonCount: 2, preparedCount: 0 },
          // The school's own curriculum has no 学科资料: not offered here.
          { source: 'own', id: 9, name: '校本图形化', subjectName: '图形化编程', cover: null, level: 1, description: null, lessonCount: 3, preparedCount: 1 },
        ]),
      ),
      http.post('*/java-api/school/currMat/detail', () => ok({ curriculum, lessons })),
      http.post('*/java-api/school/material/queryList', () => ok([{ id: 2, name: '角色素材', cover: null, materialTypeName: '图片', description: null, materials: [{ id: 5, name: '小猫', kind: 'image', file: '/uploads/cat.png', preview: null }] }])),
      http.post('*/java-api/school/teacherTraining/queryList', () => ok([training])),
      http.post('*/java-api/school/teacherTraining/detail', () =>
        ok({ training, chapters: [{ id: 1, title: '第一节课怎么上' }], videos: [{ id: 1, chapterId: 1, title: '示范课', url: '/uploads/t.mp4', durationSeconds: 600 }], files: [] }),
      ),
      http.post('*/java-api/school/researchActivity/queryList', () => ok([activity(1, '冬季教研', 1), activity(2, '秋季教研', 3)])),
    );
  });

  it('学科资料 picks a subject\'s curriculum and walks its lessons\' video, courseware and content, beside the material library', { timeout: 90_000 }, async () => {
    const { router } = renderApp('/code-classroom/prepare-lessons/subject-data');
    await screen.findByTestId('subject-curriculum-4', undefined, { timeout: 30000 });
    expect(screen.queryByTestId('subject-curriculum-9')).toBeNull();
    fireEvent.click(screen.getByTestId('subject-curriculum-4'));
    await waitFor(() => expect(router.state.location.search).toBe('?curriculumId=4'));
    expect(await screen.findByRole('heading', { name: '第一章 · 认识舞台' })).toBeTruthy();
    expect(screen.getByText('先让学生拖动角色')).toBeTruthy();
    expect(screen.getByRole('link', { name: /课件：stage\.pdf/ }).getAttribute('href')).toBe(lessons[0].courseware);
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/uploads/v1.mp4');
    expect(screen.getByRole('link', { name: '小猫' }).getAttribute('href')).toBe('/uploads/cat.png');
  });

  it('培训课程 lists the trainings and opens one chapter by chapter', { timeout: 90_000 }, async () => {
    const { router } = renderApp('/code-classroom/training-course');
    fireEvent.click(await screen.findByRole('link', { name: '学习' }, { timeout: 30000 }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/code-classroom/training-course/details?id=7'));
    expect(await screen.findByText('Scratch 教学法')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '第一节课怎么上' })).toBeTruthy();
  });

  it('教研活动 opens a current activity in 教研活动详情 and an ended one in 往期', { timeout: 90_000 }, async () => {
    renderApp('/code-classroom/activities');
    const table = await screen.findByRole('table', undefined, { timeout: 30000 });
    const link = (title: string) => within(within(table).getByText(title).closest('tr')!).getByRole('link', { name: '查看详情' }).getAttribute('href');
    await within(table).findByText('冬季教研');
    expect(link('冬季教研')).toBe('/teachingAndResearchTraining/newDetails?id=1');
    expect(link('秋季教研')).toBe('/teachingAndResearchTraining/oldDetails?id=2');
  });
});
