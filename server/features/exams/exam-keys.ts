import type { ExamKind, ExamScope } from './sheet-rules';

/*
 * Permission keys of the exam calls: the route names of the screens that make them. The
 * competition centre's common exams hold the same screens under `common-…` names, and the
 * school's 练习与考试 tab (practiceAndExams) reads exams of every scope.
 */

const screensByKind: Record<ExamKind, { read: string[]; write: string[]; assign: string[]; mark: string[]; results: string[] }> = {
  exam: {
    read: ['exam-index', 'exam-management', 'create-exam', 'edit-exam', 'start-exam', 'edit-examstu', 'exam-result', 'correct-exam'],
    write: ['exam-management', 'create-exam', 'edit-exam', 'start-exam'],
    assign: ['edit-examstu', 'create-exam', 'start-exam'],
    mark: ['correct-exam'],
    results: ['exam-result', 'correct-exam'],
  },
  practice: {
    read: ['exam-index', 'practice-management', 'create-practice', 'edit-practice', 'practice', 'edit-practicestu', 'practice-result', 'practice-detail', 'correct-practice', 'correct-practice1'],
    write: ['practice-management', 'create-practice', 'edit-practice'],
    assign: ['edit-practicestu', 'create-practice'],
    mark: ['correct-practice', 'correct-practice1'],
    results: ['practice-result', 'practice-detail', 'correct-practice'],
  },
  offline: {
    read: ['exam-index', 'offline-exam'],
    write: ['offline-exam'],
    assign: ['offline-exam'],
    mark: ['offline-exam'],
    results: ['offline-exam'],
  },
};

export type ExamAction = 'read' | 'write' | 'assign' | 'mark' | 'results';

/** The route names allowing an action on exams of a kind and scope. */
export function examKeys(kind: ExamKind, scope: ExamScope, action: ExamAction): string[] {
  const names = screensByKind[kind][action];
  const scoped = scope === 'common' ? names.map((n) => `common-${n}`) : names;
  return action === 'read' ? [...scoped, 'practiceAndExams'] : scoped;
}

/** Every route name that reads some exam: what the list across kinds and scopes asks for. */
export const anyExamReadKeys: string[] = [
  ...new Set((['exam', 'practice', 'offline'] as const).flatMap((kind) => (['school', 'common'] as const).flatMap((scope) => examKeys(kind, scope, 'read')))),
];
