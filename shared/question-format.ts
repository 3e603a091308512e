/**
 * How a question's options and answer are written (Question of openapi/entities/question.yaml),
 * shared by the server, which refuses anything else, and the question editor, which builds them.
 */
export const QuestionType = { single: 1, multiple: 2, trueFalse: 3, fillIn: 4, programming: 5, shortAnswer: 6 } as const;
export type QuestionTypeValue = (typeof QuestionType)[keyof typeof QuestionType];

export interface QuestionOption {
  key: string;
  text: string;
}

export const maxOptions = 8;
export const optionKeys = 'ABCDEFGH'.split('');
const choiceTypes: readonly number[] = [QuestionType.single, QuestionType.multiple];

export const isChoice = (type: number) => choiceTypes.includes(type);

/** A refusal naming the field, worded as the contract's validation messages. */
export interface QuestionFieldError {
  field: 'options' | 'answer';
  message: string;
}

export type QuestionCheck = { ok: true; options: string | null; answer: string } | { ok: false; error: QuestionFieldError };

const refuse = (field: QuestionFieldError['field'], detail: string): QuestionCheck => ({
  ok: false,
  error: { field, message: `参数错误：${field === 'options' ? '选项' : '答案'}（${field}）${detail}` },
});

/** Option texts in order; keys are given by position (A, B, ...), whatever the input said. */
export function parseOptions(raw: string | null | undefined): QuestionOption[] | undefined {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value)) return undefined;
  const texts = value.map((item) => (item && typeof item === 'object' && typeof (item as QuestionOption).text === 'string' ? (item as QuestionOption).text.trim() : null));
  if (texts.some((t) => t === null)) return undefined;
  return (texts as string[]).map((text, i) => ({ key: optionKeys[i] ?? String(i + 1), text }));
}

/** Fill-in answers: one line per blank, alternatives separated by "|". */
export function fillInBlanks(answer: string): string[][] {
  return answer
    .split('\n')
    .map((line) => line.split('|').map((a) => a.trim()).filter(Boolean))
    .filter((alternatives) => alternatives.length > 0);
}

/**
 * A stored answer as a reader should see it: true/false as 正确/错误 (stored as 'true'/'false'),
 * fill-in blanks numbered with their alternatives; other types as they are.
 */
export function answerText(type: number, answer: string): string {
  if (type === QuestionType.trueFalse) return judgementText(answer);
  if (type === QuestionType.fillIn) return answer.split('\n').map((line, i) => `第 ${i + 1} 空：${line.split('|').join(' 或 ')}`).join('\n');
  return answer;
}

/** A student's own response as they should see it again: their true/false pick in words, blanks separated. */
export function responseText(type: number, response: string): string {
  if (type === QuestionType.trueFalse) return judgementText(response);
  if (type === QuestionType.fillIn) return response.split('\n').map((line) => line.trim() || '（空）').join('；');
  return response;
}

function judgementText(value: string): string {
  if (value === 'true') return '正确';
  if (value === 'false') return '错误';
  return value;
}

/** Checks and normalises options and answer for a question type. */
export function checkQuestion(type: number, rawOptions: string | null | undefined, rawAnswer: string | null | undefined): QuestionCheck {
  const answer = (rawAnswer ?? '').trim();
  if (!isChoice(type)) {
    if (rawOptions && parseOptions(rawOptions)?.length !== 0) return refuse('options', '只有选择题可以设置选项');
    if (type === QuestionType.trueFalse) {
      return answer === 'true' || answer === 'false' ? { ok: true, options: null, answer } : refuse('answer', '判断题的答案只能是 true 或 false');
    }
    if (type === QuestionType.fillIn) {
      const blanks = fillInBlanks(answer);
      if (!blanks.length) return refuse('answer', '填空题至少需要一个空的答案');
      return { ok: true, options: null, answer: blanks.map((b) => b.join('|')).join('\n') };
    }
    // Programming and short answer: the answer is an optional reference solution or reference answer, kept as written.
    return { ok: true, options: null, answer: rawAnswer ?? '' };
  }
  const options = parseOptions(rawOptions);
  if (!options) return refuse('options', '格式不正确');
  if (options.length < 2 || options.length > maxOptions) return refuse('options', `需要 2 到 ${maxOptions} 个`);
  if (options.some((o) => !o.text)) return refuse('options', '内容不能为空');
  const keys = options.map((o) => o.key);
  const chosen = [...new Set(answer.split(',').map((k) => k.trim().toUpperCase()).filter(Boolean))].sort();
  if (!chosen.length) return refuse('answer', '请选择正确选项');
  if (chosen.some((k) => !keys.includes(k))) return refuse('answer', '必须是已有的选项');
  if (type === QuestionType.single && chosen.length !== 1) return refuse('answer', '单选题只能有一个正确选项');
  return { ok: true, options: JSON.stringify(options), answer: chosen.join(',') };
}
