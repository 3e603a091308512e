import type { PaperQuestionItem, PaperQuestions, PaperSectionsBody } from '../../api/generated/api.schemas';
import { moveItem } from './move-item';

/** One section (大题) as the editor holds it before saving: `id` absent for a new one. */
export interface SectionDraft {
  key: string;
  id?: number;
  title: string;
  description: string;
  questions: PaperQuestionItem[];
}

/** The paper's saved layout as drafts, each section with its questions in paper order. */
export function layoutOf(view: PaperQuestions): SectionDraft[] {
  return view.sections.map((s) => ({
    key: `s${s.id}`,
    id: s.id,
    title: s.title,
    description: s.description ?? '',
    questions: view.questions.filter((q) => q.sectionId === s.id),
  }));
}

const chineseNumbers = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** A new empty section at the end, numbered the way papers usually are (三、新大题). */
export function addSection(layout: SectionDraft[], key: string): SectionDraft[] {
  const n = chineseNumbers[layout.length] ?? String(layout.length + 1);
  return [...layout, { key, title: `${n}、新大题`, description: '', questions: [] }];
}

/** Removes a section; its questions join the section before it (or after, for the first), so none is lost. */
export function removeSection(layout: SectionDraft[], index: number): SectionDraft[] {
  if (layout.length < 2) return layout;
  const heir = index === 0 ? 1 : index - 1;
  return layout
    .map((s, i) => (i === heir ? { ...s, questions: index < heir ? [...layout[index].questions, ...s.questions] : [...s.questions, ...layout[index].questions] } : s))
    .filter((_, i) => i !== index);
}

export const moveSection = (layout: SectionDraft[], from: number, to: number) => moveItem(layout, from, to);

export const editSection = (layout: SectionDraft[], index: number, change: Partial<Pick<SectionDraft, 'title' | 'description'>>) =>
  layout.map((s, i) => (i === index ? { ...s, ...change } : s));

/** Moves a question within its section (up / down). */
export function moveQuestion(layout: SectionDraft[], sectionIndex: number, from: number, to: number): SectionDraft[] {
  return layout.map((s, i) => (i === sectionIndex ? { ...s, questions: moveItem(s.questions, from, to) } : s));
}

/** Moves a question to the end of another section. */
export function moveToSection(layout: SectionDraft[], questionId: number, target: number): SectionDraft[] {
  const question = layout.flatMap((s) => s.questions).find((q) => q.questionId === questionId);
  if (!question) return layout;
  return layout.map((s, i) => {
    const rest = s.questions.filter((q) => q.questionId !== questionId);
    return { ...s, questions: i === target ? [...rest, question] : rest };
  });
}

/** A section's total score, shown next to its title. */
export const sectionScore = (s: SectionDraft) => s.questions.reduce((sum, q) => sum + q.score, 0);

/** The first problem that keeps the layout from being saved, in the words the teacher sees. */
export function layoutProblem(layout: SectionDraft[]): string | undefined {
  if (layout.some((s) => !s.title.trim())) return '请填写大题名称';
  return undefined;
}

/** The save call's body: every question once, in the order shown. */
export function layoutBody(paperId: number, layout: SectionDraft[]): PaperSectionsBody {
  return {
    id: paperId,
    sections: layout.map((s) => ({ ...(s.id !== undefined ? { id: s.id } : {}), title: s.title.trim(), description: s.description.trim() || null, questionIds: s.questions.map((q) => q.questionId) })),
  };
}
