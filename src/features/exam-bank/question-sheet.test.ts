import { describe, expect, it } from 'vitest';
import { parseQuestionSheet, sheetColumns, templateRows } from './question-sheet';

describe('question import sheet', () => {
  it('reads every example row of the template', () => {
    const rows = parseQuestionSheet(sheetColumns, templateRows, 7);
    expect(rows.map((r) => r.errors)).toEqual(templateRows.map(() => []));
    expect(rows[0].body).toMatchObject({ bankId: 7, type: 1, answer: 'A', score: 5, difficulty: 1, tags: '输入输出,函数', source: '入门课本' });
    expect(rows[2].body).toMatchObject({ tags: null, source: null });
    expect(JSON.parse(rows[0].body!.options as string)).toHaveLength(4);
    expect(rows[2].body).toMatchObject({ type: 3, answer: 'true', options: null });
    expect(rows[4].body).toMatchObject({ type: 5, ojProblemId: 1 });
    expect(rows[5].body).toMatchObject({ type: 6, answer: 'for 适合已知次数，while 适合按条件重复' });
  });

  it('reports each broken row in Chinese and keeps no body for it', () => {
    const broken = [
      ['问答题', '甲', '题干', '', '', '', '', '', '', 'x', '', '', '', ''],
      ['单选题', '乙', '题干', 'a', 'b', '', '', '', '', 'C', '', '200', '', ''],
      ['判断题', '丙', '题干', '', '', '', '', '', '', '也许', '', '', '', ''],
      ['编程题', '丁', '题干', '', '', '', '', '', '', '', '', '', '', ''],
      ['简答题', '戊', '题干', '', '', '', '', '', '', '', '', '', '', ''],
    ];
    const rows = parseQuestionSheet(sheetColumns, broken, 1);
    expect(rows.every((r) => r.body === undefined)).toBe(true);
    expect(rows[0].errors[0]).toContain('题型「问答题」无效');
    expect(rows[1].errors).toEqual(['分值应为 0.5 到 100 之间的数字', '答案：必须是已有的选项']);
    expect(rows[2].errors).toEqual(['判断题的答案应为「正确」或「错误」']);
    expect(rows[3].errors).toEqual(['编程题需要填写 OJ 题目编号']);
    expect(rows[4].errors[0]).toBe('简答题需要填写参考答案');
  });

  it('reads 标签 (comma-separated, Chinese commas too) and 来源, and the template carries both', () => {
    expect(sheetColumns.slice(-2)).toEqual(['标签', '来源']);
    expect(templateRows.every((r) => r.length === sheetColumns.length)).toBe(true);
    const row = ['单选题', '甲', '题干', 'a', 'b', '', '', '', '', 'A', '', '', '', '', ' 循环，数组, 循环 ', ' 2023 NOIP '];
    expect(parseQuestionSheet(sheetColumns, [row], 1)[0].body).toMatchObject({ tags: '循环,数组', source: '2023 NOIP' });
    const long = [...row.slice(0, 14), '一个特别特别特别特别特别长的标签名称超过二十字', ''];
    expect(parseQuestionSheet(sheetColumns, [long], 1)[0].errors).toEqual(['标签“一个特别特别特别特别特别长的标签名称超过二十字”太长（最多 20 个字）']);
    // A sheet made from the older template (no 标签 / 来源 columns) still imports.
    const old = parseQuestionSheet(sheetColumns.slice(0, -2), [row.slice(0, 14)], 1)[0];
    expect(old).toMatchObject({ errors: [], body: { tags: null, source: null } });
  });

  it('refuses a sheet without the template header', () => {
    expect(parseQuestionSheet(['名称'], [], 1)[0].errors[0]).toContain('表头缺少');
  });
});
