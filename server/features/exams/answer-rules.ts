import { fillInBlanks, parseOptions, QuestionType } from '../../../shared/question-format';

/*
 * What a saved answer may look like for its question type (issue 17, "bad input"): a choice names
 * an option the question has, true/false is one of the two, a fill-in has no more lines than
 * blanks, texts and code stay within bounds, and code names a language the judge runs. An empty
 * answer is always allowed (the student cleared it). Refusals say in Chinese what to change;
 * the answer already saved stays.
 */

export interface AnswerableQuestion {
  type: number;
  options: string | null;
  answer: string;
}

export const answerLimits = {
  blankChars: 500,
  shortAnswerChars: 20000,
  /** The judge reads sources up to this size (the OJ's own submission bound). */
  codeBytes: 65536,
} as const;

export const judgeLanguages = ['c', 'cpp', 'python3'] as const;

/** Why this response cannot be saved for this question, or null when it can. */
export function answerProblem(question: AnswerableQuestion, response: string, language: string | null): string | null {
  if (response === '') return null;
  switch (question.type) {
    case QuestionType.single:
    case QuestionType.multiple: {
      const keys = (parseOptions(question.options) ?? []).map((o) => o.key);
      const given = response.split(',').map((k) => k.trim().toUpperCase());
      if (given.some((k) => k === '')) return '选项格式不正确，请重新选择';
      const unknown = given.find((k) => !keys.includes(k));
      if (unknown) return `选项「${unknown.slice(0, 10)}」不是本题的选项，请在 ${keys.join('、')} 中选择`;
      if (question.type === QuestionType.single && given.length > 1) return '单选题只能选择一个选项';
      if (new Set(given).size !== given.length) return '同一个选项不能选两次';
      return null;
    }
    case QuestionType.trueFalse:
      return response === 'true' || response === 'false' ? null : '判断题只能回答“正确”或“错误”';
    case QuestionType.fillIn: {
      const blanks = Math.max(1, fillInBlanks(question.answer).length);
      const lines = response.split('\n');
      if (lines.length > blanks) return `本题只有 ${blanks} 个空，答案不能超过 ${blanks} 行`;
      if (lines.some((l) => l.length > answerLimits.blankChars)) return `每个空的答案不能超过 ${answerLimits.blankChars} 个字`;
      return null;
    }
    case QuestionType.programming:
      if (Buffer.byteLength(response, 'utf8') > answerLimits.codeBytes) return '代码太长了，不能超过 64 KB';
      if (!language || !(judgeLanguages as readonly string[]).includes(language)) return '请选择编程语言（C、C++ 或 Python 3）';
      return null;
    default:
      return response.length > answerLimits.shortAnswerChars ? `简答题的答案不能超过 ${answerLimits.shortAnswerChars} 个字` : null;
  }
}
