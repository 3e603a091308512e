import { describe, expect, it } from 'vitest';
import type { PaperQuestions } from '../../api/generated/api.schemas';
import { addSection, layoutBody, layoutOf, layoutProblem, moveSection, moveToSection, removeSection, sectionScore } from './section-layout';

const q = (questionId: number, sectionId: number, score = 2) => ({ questionId, title: `题${questionId}`, type: 1, difficulty: 1, bankName: null, score, sort: questionId, sectionId });
const view: PaperQuestions = {
  sections: [
    { id: 10, position: 1, title: '一、单选题', description: null, questionCount: 2, totalScore: 4 },
    { id: 20, position: 2, title: '二、编程题', description: '按测试点得分', questionCount: 1, totalScore: 10 },
  ],
  questions: [q(1, 10), q(2, 10), q(3, 20, 10)],
  totalScore: 14,
  questionCount: 3,
};

describe('paper section layout', () => {
  it('reads sections with their questions and scores', () => {
    const layout = layoutOf(view);
    expect(layout.map((s) => [s.title, s.questions.map((x) => x.questionId), sectionScore(s)])).toEqual([['一、单选题', [1, 2], 4], ['二、编程题', [3], 10]]);
  });

  it('adds, moves and removes sections without losing a question', () => {
    let layout = addSection(layoutOf(view), 'new');
    expect(layout[2]).toMatchObject({ title: '三、新大题', questions: [] });
    layout = moveToSection(layout, 1, 2);
    layout = moveSection(layout, 2, 0);
    expect(layoutBody(7, layout)).toEqual({
      id: 7,
      sections: [
        { title: '三、新大题', description: null, questionIds: [1] },
        { id: 10, title: '一、单选题', description: null, questionIds: [2] },
        { id: 20, title: '二、编程题', description: '按测试点得分', questionIds: [3] },
      ],
    });
    layout = removeSection(layout, 0);
    expect(layout.map((s) => s.questions.map((x) => x.questionId))).toEqual([[1, 2], [3]]);
    expect(removeSection(layout.slice(0, 1), 0)).toHaveLength(1);
  });

  it('asks for a title before saving', () => {
    const layout = layoutOf(view);
    layout[1].title = ' ';
    expect(layoutProblem(layout)).toBe('请填写大题名称');
  });
});
