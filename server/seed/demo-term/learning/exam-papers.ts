import type { Db } from '../../../db/client';
import { paperQuestions, paperSections, papers, questionBanks, questions } from '../../../db/schema';
import { QuestionType } from '../../../../shared/question-format';
import type { DemoSubject } from '../demo-term-context';

interface PaperQuestion {
  type: number;
  title: string;
  stem: string;
  options?: string[];
  answer: string;
  analysis: string;
  score: number;
}

const choice = (texts: string[]) => JSON.stringify(texts.map((text, i) => ({ key: 'ABCDEFGH'[i], text })));

/** A mid-term paper per subject: choices, true/false, a fill-in and a short answer the teacher marks. */
const questionsOf: Record<DemoSubject, PaperQuestion[]> = {
  blocks: [
    { type: QuestionType.single, title: '重复执行', stem: '想让小猫走 10 步，重复 5 次，一共走了多少步？', options: ['15 步', '50 步', '10 步', '5 步'], answer: 'B', analysis: '10 × 5 = 50。', score: 10 },
    { type: QuestionType.single, title: '事件积木', stem: '哪个积木让程序在点击绿旗时开始？', options: ['当角色被点击', '当按下空格键', '当绿旗被点击', '广播消息'], answer: 'C', analysis: '程序从“当绿旗被点击”开始。', score: 10 },
    { type: QuestionType.single, title: '坐标', stem: '舞台中心的坐标是？', options: ['(0, 0)', '(240, 180)', '(100, 100)', '(-240, -180)'], answer: 'A', analysis: '舞台中心是原点。', score: 10 },
    { type: QuestionType.multiple, title: '循环积木', stem: '下面哪些是循环积木？', options: ['重复执行 10 次', '重复执行', '如果……那么', '重复执行直到'], answer: 'A,B,D', analysis: '“如果……那么”是条件判断。', score: 15 },
    { type: QuestionType.trueFalse, title: '变量', stem: '变量可以用来记住游戏的得分。', answer: 'true', analysis: '变量能存放会变化的数。', score: 10 },
    { type: QuestionType.trueFalse, title: '角色', stem: '一个作品里只能有一个角色。', answer: 'false', analysis: '可以添加很多角色。', score: 10 },
    { type: QuestionType.fillIn, title: '广播', stem: '让另一个角色开始行动，可以使用____消息。', answer: '广播|广播消息', analysis: '广播消息在角色之间传递。', score: 15 },
    { type: QuestionType.shortAnswer, title: '设计一个小游戏', stem: '用三句话说说你想做的小游戏：角色是谁？怎么玩？怎样算赢？', answer: '角色、玩法和胜利条件都说清楚即可。', analysis: '考查把想法变成程序设计的能力。', score: 20 },
  ],
  python: [
    { type: QuestionType.single, title: '输出', stem: 'print(3 + 4 * 2) 输出什么？', options: ['14', '11', '10', '7'], answer: 'B', analysis: '先乘后加：3 + 8 = 11。', score: 10 },
    { type: QuestionType.single, title: 'range', stem: 'range(1, 5) 包含几个数？', options: ['5', '4', '6', '1'], answer: 'B', analysis: '1、2、3、4，不包含 5。', score: 10 },
    { type: QuestionType.single, title: '数据类型', stem: 'type("123") 的结果是？', options: ['int', 'float', 'str', 'list'], answer: 'C', analysis: '引号里的是字符串。', score: 10 },
    { type: QuestionType.multiple, title: '合法变量名', stem: '下面哪些是合法的变量名？', options: ['score', '2nd', 'my_name', '_count'], answer: 'A,C,D', analysis: '变量名不能以数字开头。', score: 15 },
    { type: QuestionType.trueFalse, title: '缩进', stem: 'Python 用缩进表示代码块。', answer: 'true', analysis: '缩进是 Python 语法的一部分。', score: 10 },
    { type: QuestionType.trueFalse, title: '列表下标', stem: '列表的第一个元素下标是 1。', answer: 'false', analysis: '下标从 0 开始。', score: 10 },
    { type: QuestionType.fillIn, title: '长度', stem: '求列表 nums 的长度，写作 ____(nums)。', answer: 'len', analysis: 'len 求长度。', score: 15 },
    { type: QuestionType.shortAnswer, title: 'for 和 while', stem: '说说 for 循环和 while 循环各适合什么情况，各举一个例子。', answer: '次数确定用 for，条件控制用 while。', analysis: '考查对两种循环的理解。', score: 20 },
  ],
  cpp: [
    { type: QuestionType.single, title: '整除', stem: 'cout << 7 / 2; 输出什么？', options: ['3.5', '3', '4', '2'], answer: 'B', analysis: '两个整数相除是整除。', score: 10 },
    { type: QuestionType.single, title: '取余', stem: '17 % 5 的值是？', options: ['3', '2', '5', '1'], answer: 'B', analysis: '17 = 3 × 5 + 2。', score: 10 },
    { type: QuestionType.single, title: 'int 范围', stem: 'int 大约能存放的最大值是？', options: ['约 3 万', '约 21 亿', '约 100 万', '无限大'], answer: 'B', analysis: '2^31 - 1 = 2147483647。', score: 10 },
    { type: QuestionType.multiple, title: '循环语句', stem: 'C++ 中哪些是循环语句？', options: ['for', 'while', 'switch', 'do-while'], answer: 'A,B,D', analysis: 'switch 是分支语句。', score: 15 },
    { type: QuestionType.trueFalse, title: '数组下标', stem: 'int a[10]; 中 a[10] 是合法的元素。', answer: 'false', analysis: '下标是 0 到 9。', score: 10 },
    { type: QuestionType.trueFalse, title: '分号', stem: 'C++ 的每条语句以分号结尾。', answer: 'true', analysis: '分号表示语句结束。', score: 10 },
    { type: QuestionType.fillIn, title: '头文件', stem: '使用 cin 和 cout 需要包含头文件 ____。', answer: 'iostream|<iostream>', analysis: '#include <iostream>。', score: 15 },
    { type: QuestionType.shortAnswer, title: '找最大值', stem: '用文字描述：怎样在 n 个数中找出最大的那个？', answer: '先假设第一个最大，依次比较，更大就替换。', analysis: '考查打擂台算法的思路。', score: 20 },
  ],
};

/**
 * The school's question bank and two papers of a subject: the mid-term paper (all questions) and
 * a practice paper (the objective ones), totals kept as the paper editor keeps them.
 */
export async function subjectPapers(db: Db, schoolId: number, subject: DemoSubject): Promise<{ examPaperId: number; practicePaperId: number }> {
  const label = subject === 'blocks' ? '图形化' : subject === 'python' ? 'Python' : 'C++';
  const [bank] = await db.insert(questionBanks).values({ schoolId, name: `${label}期中题库`, subject: label }).returning({ id: questionBanks.id });
  const list = questionsOf[subject];
  const ids = await db
    .insert(questions)
    .values(list.map((q) => ({ schoolId, bankId: bank.id, type: q.type, title: q.title, stem: q.stem, options: q.options ? choice(q.options) : null, answer: q.answer, analysis: q.analysis, score: q.score, difficulty: 2 })))
    .returning({ id: questions.id });
  const paper = async (name: string, picked: number[], duration: number) => {
    const total = picked.reduce((sum, i) => sum + list[i].score, 0);
    const [row] = await db.insert(papers).values({ schoolId, name, duration, questionCount: picked.length, totalScore: total }).returning({ id: papers.id });
    const [section] = await db.insert(paperSections).values({ paperId: row.id, position: 1, title: '试题' }).returning({ id: paperSections.id });
    await db.insert(paperQuestions).values(picked.map((i, sort) => ({ paperId: row.id, questionId: ids[i].id, sectionId: section.id, score: list[i].score, sort })));
    return row.id;
  };
  const all = list.map((_, i) => i);
  const examPaperId = await paper(`${label}期中测验`, all, 40);
  const practicePaperId = await paper(`${label}随堂练习`, all.filter((i) => list[i].type !== QuestionType.shortAnswer), 20);
  return { examPaperId, practicePaperId };
}
