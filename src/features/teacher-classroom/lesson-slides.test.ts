import { describe, expect, it } from 'vitest';
import type { TeachingMaterial } from '../../api/generated/api.schemas';
import { coursewareFormat, lessonSlides } from './lesson-slides';

const lesson = { id: 1, curriculumId: 2, curriculumName: '图形化入门', chapter: '第一章', title: '认识舞台', durationMinutes: 45, video: null, courseware: null, content: null, source: 'platform', contentFormat: 'text', ojProblemIds: [], coursewareName: null } satisfies TeachingMaterial;

describe('lesson slides', () => {
  it('starts with the cover and splits the content at blank lines', () => {
    const slides = lessonSlides({ ...lesson, content: '舞台是什么\n\n  角色在哪里\n\n\n' });
    expect(slides).toEqual([
      { kind: 'cover', title: '认识舞台', subtitle: '图形化入门 · 第一章' },
      { kind: 'text', heading: '认识舞台（1/2）', text: '舞台是什么' },
      { kind: 'text', heading: '认识舞台（2/2）', text: '角色在哪里' },
    ]);
  });

  it('ends with the video and the courseware in their formats', () => {
    const slides = lessonSlides({ ...lesson, video: '/uploads/a.mp4', courseware: '/uploads/b.PDF?x=1' });
    expect(slides.slice(1)).toEqual([{ kind: 'video', src: '/uploads/a.mp4' }, { kind: 'courseware', src: '/uploads/b.PDF?x=1', format: 'pdf' }]);
    expect(coursewareFormat('/a/b.pptx')).toBe('other');
    expect(coursewareFormat('/a/b.jpeg')).toBe('image');
  });

  it('shows a self-made lesson\'s rich text as one page and ends with its practice problems', () => {
    const slides = lessonSlides({ ...lesson, source: 'own', chapter: null, contentFormat: 'html', content: '<p>让小猫动起来</p>\n\n<p>再说话</p>', ojProblemIds: [1001, 1002] });
    expect(slides.slice(1)).toEqual([
      { kind: 'html', heading: '认识舞台', html: '<p>让小猫动起来</p>\n\n<p>再说话</p>' },
      { kind: 'problems', heading: '课堂练习', problemIds: [1001, 1002] },
    ]);
  });
});
