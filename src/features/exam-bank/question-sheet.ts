import { checkQuestion, isChoice, optionKeys, QuestionType } from '../../../shared/question-format';
import { normaliseTags } from '../../../shared/question-tags';

/**
 * The question import sheet (题目导入模板): one question a row, options in their own columns,
 * answers written as a teacher would (正确/错误 for true/false), tags separated by commas. Each row becomes a
 * SchoolQuestion create body or a list of Chinese errors; nothing is sent while any row has one.
 */
export const optionColumns = optionKeys.slice(0, 6).map((k) => `选项${k}`);
export const sheetColumns = ['题型', '题目名称', '题干', ...optionColumns, '答案', '解析', '分值', '难度', 'OJ题目编号', '标签', '来源'];

const typeByLabel: Record<string, number> = { 单选题: 1, 单选: 1, 多选题: 2, 多选: 2, 判断题: 3, 判断: 3, 填空题: 4, 填空: 4, 编程题: 5, 编程: 5, 简答题: 6, 简答: 6 };
const difficultyByLabel: Record<string, number> = { 简单: 1, 中等: 2, 困难: 3 };
const judgement: Record<string, string> = { 正确: 'true', 对: 'true', true: 'true', 错误: 'false', 错: 'false', false: 'false' };

/** Example rows of the template, one per type. */
export const templateRows: string[][] = [
  ['单选题', '输出函数', 'Python 中用哪个函数输出内容？', 'print', 'input', 'len', 'int', '', '', 'A', 'print 把内容输出到屏幕', '5', '简单', '', '输入输出,函数', '入门课本'],
  ['多选题', '数据类型', '下列哪些是 Python 的数据类型？', 'int', 'str', 'loop', '', '', '', 'A,B', '', '5', '中等', '', '数据类型', ''],
  ['判断题', '缩进', 'Python 用缩进表示代码块。', '', '', '', '', '', '', '正确', '', '2', '简单', '', '', ''],
  ['填空题', '求长度', '求列表长度的函数是 ____。', '', '', '', '', '', '', 'len|len()', '同一空的多个答案用 | 分隔，多个空换行填写', '5', '简单', '', '列表', ''],
  ['编程题', 'A+B', '输入两个整数，输出它们的和。', '', '', '', '', '', '', '', '', '20', '中等', '1', '输入输出', '2024 CSP-J'],
  ['简答题', '循环', '说说 for 循环和 while 循环的区别。', '', '', '', '', '', '', 'for 适合已知次数，while 适合按条件重复', '', '10', '中等', '', '循环', ''],
];

export type SheetRow = { row: number; body?: Record<string, unknown>; errors: string[] };

const text = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object' && 'text' in (cell as object)) return String((cell as { text: unknown }).text ?? '').trim();
  if (typeof cell === 'object' && 'richText' in (cell as object)) return (cell as { richText: { text: string }[] }).richText.map((r) => r.text).join('').trim();
  return String(cell).trim();
};

/** Turns the sheet's data rows (header matched by column title) into create bodies for one bank. */
export function parseQuestionSheet(header: unknown[], data: unknown[][], bankId: number): SheetRow[] {
  const index = new Map(header.map((h, i) => [text(h), i]));
  const missing = ['题型', '题目名称', '题干', '答案'].filter((c) => !index.has(c));
  if (missing.length) return [{ row: 0, errors: [`表头缺少：${missing.join('、')}，请使用下载的模板`] }];
  const cell = (cells: unknown[], column: string) => (index.has(column) ? text(cells[index.get(column)!]) : '');
  return data
    .filter((cells) => cells.some((c) => text(c) !== ''))
    .map((cells, i) => {
      const errors: string[] = [];
      const type = typeByLabel[cell(cells, '题型')];
      if (!type) errors.push(`题型「${cell(cells, '题型')}」无效，应为单选题、多选题、判断题、填空题、编程题或简答题`);
      const title = cell(cells, '题目名称');
      if (!title) errors.push('题目名称不能为空');
      else if (title.length > 100) errors.push('题目名称不能超过 100 个字');
      const stem = cell(cells, '题干');
      if (!stem) errors.push('题干不能为空');
      const scoreText = cell(cells, '分值');
      const score = scoreText ? Number(scoreText) : 5;
      if (!(score >= 0.5 && score <= 100)) errors.push('分值应为 0.5 到 100 之间的数字');
      const difficultyText = cell(cells, '难度');
      const difficulty = difficultyText ? difficultyByLabel[difficultyText] : 2;
      if (!difficulty) errors.push('难度应为简单、中等或困难');
      const ojText = cell(cells, 'OJ题目编号');
      const ojProblemId = type === QuestionType.programming ? Number(ojText) || null : null;
      if (type === QuestionType.programming && !ojProblemId) errors.push('编程题需要填写 OJ 题目编号');
      if (type !== QuestionType.programming && ojText) errors.push('只有编程题可以填写 OJ 题目编号');
      const rawAnswer = cell(cells, '答案');
      const answer = type === QuestionType.trueFalse ? (judgement[rawAnswer] ?? rawAnswer) : rawAnswer;
      const options = type && isChoice(type) ? JSON.stringify(optionColumns.map((c, k) => ({ key: optionKeys[k], text: cell(cells, c) })).filter((o) => o.text)) : null;
      if (type === QuestionType.shortAnswer && !answer) errors.push('简答题需要填写参考答案');
      if (type === QuestionType.trueFalse && !judgement[rawAnswer]) errors.push('判断题的答案应为「正确」或「错误」');
      else if (type) {
        const check = checkQuestion(type, options, answer);
        if (!check.ok) errors.push(check.error.message.replace(/^参数错误：/, '').replace(/（\w+）/, '：'));
      }
      const tags = normaliseTags(cell(cells, '标签'));
      if (!tags.ok) errors.push(tags.message);
      const source = cell(cells, '来源');
      if (source.length > 100) errors.push('来源不能超过 100 个字');
      const analysis = cell(cells, '解析');
      const body = { bankId, type, title, stem, options, answer, analysis: analysis || null, score, difficulty, ojProblemId, tags: tags.ok ? tags.tags : null, source: source || null };
      return { row: i + 1, body: errors.length ? undefined : body, errors };
    });
}

/** Writes the template workbook (exceljs is loaded only when a teacher asks for it). */
export async function templateWorkbook(): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('题目');
  sheet.addRow(sheetColumns);
  for (const row of templateRows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, i) => (column.width = i === 2 ? 40 : 14));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
