import { describe, expect, it } from 'vitest';
import { coursewareFormat, lessonSlides } from './lesson-slides';

const lesson = { id: 1, curriculumId: 2, curriculumName: '图形化入门', chapter: '第一章', title: '认识舞台', durationMinutes: 45, video: null, courseware: null, content: null };

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
});
