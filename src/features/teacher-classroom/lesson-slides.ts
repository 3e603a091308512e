import type { TeachingMaterial } from '../../api/generated/api.schemas';

export type Slide =
  | { kind: 'cover'; title: string; subtitle: string }
  | { kind: 'text'; heading: string; text: string }
  | { kind: 'html'; heading: string; html: string }
  | { kind: 'problems'; heading: string; problemIds: number[] }
  | { kind: 'video'; src: string }
  | { kind: 'courseware'; src: string; format: 'pdf' | 'image' | 'other' };

/** How a courseware file is shown: PDFs and pictures in place, anything else (slides, documents) as a download. */
export function coursewareFormat(src: string): 'pdf' | 'image' | 'other' {
  const path = src.split(/[?#]/)[0].toLowerCase();
  if (path.endsWith('.pdf')) return 'pdf';
  if (/\.(png|jpe?g|gif|webp|svg)$/.test(path)) return 'image';
  return 'other';
}

/**
 * The teaching view steps through a lesson as slides: the cover, the teaching content (plain text
 * one paragraph block at a time, blank lines separating them; a self-made lesson's rich text as one
 * page), the video, the courseware, then the lesson's practice problems.
 */
export function lessonSlides(lesson: TeachingMaterial): Slide[] {
  const slides: Slide[] = [{ kind: 'cover', title: lesson.title, subtitle: [lesson.curriculumName, lesson.chapter].filter(Boolean).join(' · ') }];
  if (lesson.contentFormat === 'html') {
    if (lesson.content?.trim()) slides.push({ kind: 'html', heading: lesson.title, html: lesson.content });
  } else {
    const blocks = (lesson.content ?? '').split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean);
    blocks.forEach((text, i) => slides.push({ kind: 'text', heading: `${lesson.title}（${i + 1}/${blocks.length}）`, text }));
  }
  if (lesson.video) slides.push({ kind: 'video', src: lesson.video });
  if (lesson.courseware) slides.push({ kind: 'courseware', src: lesson.courseware, format: coursewareFormat(lesson.courseware) });
  if (lesson.ojProblemIds.length) slides.push({ kind: 'problems', heading: '课堂练习', problemIds: lesson.ojProblemIds });
  return slides;
}
