import type { ExamKind, ExamScope } from '../../api/generated/api.schemas';
import { withFlags } from '../../api/request';

/**
 * The route names one exam screen links to, by kind and scope: every teacher screen is built once
 * and registered under /exam/* (school) and /competitionCenter/commonExam/* (common, `common-…`).
 */
export interface ExamScreens {
  kind: Exclude<ExamKind, 'offline'>;
  scope: ExamScope;
  /** 考试 or 练习, for titles and messages. */
  noun: string;
  list: string;
  create: string;
  edit: string;
  students: string;
  result: string;
  correct: string;
  detail: string;
}

export function examScreens(kind: ExamScreens['kind'], scope: ExamScope): ExamScreens {
  const p = scope === 'common' ? 'common-' : '';
  if (kind === 'practice') {
    return { kind, scope, noun: '练习', list: `${p}practice-management`, create: `${p}create-practice`, edit: `${p}edit-practice`, students: `${p}edit-practicestu`, result: `${p}practice-result`, correct: `${p}correct-practice`, detail: `${p}practice-detail` };
  }
  return { kind, scope, noun: '考试', list: `${p}exam-management`, create: `${p}create-exam`, edit: `${p}edit-exam`, students: `${p}edit-examstu`, result: `${p}exam-result`, correct: `${p}correct-exam`, detail: `${p}exam-result` };
}

/** Calls that refresh lists and rankings quietly: rankings never show the loading overlay (section 8). */
export const quiet = () => withFlags({ silent: true });
