import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers, ojLabels, ojProblems, ojProblemTests, schools } from '../../db/schema';

interface DemoProblem {
  title: string;
  statement: string;
  inputDesc: string;
  outputDesc: string;
  difficulty: number;
  labels: string;
  checkerKind?: 'tokens' | 'float';
  floatEpsilon?: number;
  samples: { input: string; output: string }[];
  tests: [string, string][];
}

const demoLabels = ['入门', '模拟', '数学', '字符串', '排序', '循环'];

/** Real problems with real tests, so a fresh start has something to solve (answers checked by the OJ server tests). */
export const demoProblems: DemoProblem[] = [
  {
    title: 'A+B 问题',
    statement: '输入两个整数 $a$ 和 $b$，输出它们的和 $a+b$。\n\n数据范围：$|a|, |b| \\le 10^9$。',
    inputDesc: '一行两个整数 a、b，用空格隔开。',
    outputDesc: '一行一个整数，表示 a+b。',
    difficulty: 1,
    labels: '入门,数学',
    samples: [{ input: '1 2\n', output: '3\n' }],
    tests: [
      ['1 2\n', '3\n'],
      ['-5 8\n', '3\n'],
      ['1000000000 1000000000\n', '2000000000\n'],
      ['0 0\n', '0\n'],
    ],
  },
  {
    title: '最大值',
    statement: '给定 $n$ 个整数，求其中的最大值。',
    inputDesc: '第一行一个整数 n（1 ≤ n ≤ 1000），第二行 n 个整数，绝对值不超过 $10^9$。',
    outputDesc: '一个整数，表示最大值。',
    difficulty: 1,
    labels: '入门,循环',
    samples: [{ input: '5\n3 9 -2 7 9\n', output: '9\n' }],
    tests: [
      ['5\n3 9 -2 7 9\n', '9\n'],
      ['1\n-7\n', '-7\n'],
      ['4\n-1 -2 -3 -4\n', '-1\n'],
      ['3\n1000000000 0 -1000000000\n', '1000000000\n'],
    ],
  },
  {
    title: '字符串反转',
    statement: '输入一个只含字母和数字的字符串，把它倒过来输出。',
    inputDesc: '一行一个字符串，长度不超过 1000。',
    outputDesc: '反转后的字符串。',
    difficulty: 2,
    labels: '字符串',
    samples: [{ input: 'hello\n', output: 'olleh\n' }],
    tests: [
      ['hello\n', 'olleh\n'],
      ['a\n', 'a\n'],
      ['Abc123\n', '321cbA\n'],
    ],
  },
  {
    title: '排序',
    statement: '给定 $n$ 个整数，按从小到大的顺序输出。',
    inputDesc: '第一行一个整数 n（1 ≤ n ≤ 100000），第二行 n 个整数。',
    outputDesc: '一行，排序后的 n 个整数，用空格隔开。',
    difficulty: 2,
    labels: '排序',
    samples: [{ input: '4\n3 1 4 1\n', output: '1 1 3 4\n' }],
    tests: [
      ['4\n3 1 4 1\n', '1 1 3 4\n'],
      ['1\n42\n', '42\n'],
      ['6\n-3 10 0 -3 7 2\n', '-3 -3 0 2 7 10\n'],
    ],
  },
  {
    title: '圆的面积',
    statement: '输入圆的半径 $r$，输出圆的面积 $\\pi r^2$（$\\pi$ 取 3.14159265358979），与标准答案的误差不超过 $10^{-4}$ 即为正确。',
    inputDesc: '一个实数 r（0 < r ≤ 1000）。',
    outputDesc: '一个实数，表示面积。',
    difficulty: 1,
    labels: '数学',
    checkerKind: 'float',
    floatEpsilon: 1e-4,
    samples: [{ input: '1\n', output: '3.141593\n' }],
    tests: [
      ['1\n', '3.141593\n'],
      ['2.5\n', '19.634954\n'],
      ['10\n', '314.159265\n'],
    ],
  },
];

/** Labels, platform problems with tests, and the demo school's OJ switches on (analysis, test data view). */
export async function seedDemoOj(db: Db): Promise<void> {
  await db.insert(ojLabels).values(demoLabels.map((name, sort) => ({ name, sort })));
  const [admin] = await db.select().from(adminUsers).limit(1);
  for (const p of demoProblems) {
    const [problem] = await db
      .insert(ojProblems)
      .values({
        title: p.title,
        statement: p.statement,
        inputDesc: p.inputDesc,
        outputDesc: p.outputDesc,
        samples: JSON.stringify(p.samples),
        difficulty: p.difficulty,
        labels: p.labels,
        visibility: 'platform',
        checkerKind: p.checkerKind ?? 'tokens',
        floatEpsilon: p.floatEpsilon ?? null,
        testCount: p.tests.length,
        authorKind: 'admin',
        authorId: admin?.id ?? 0,
        authorName: admin?.realName ?? null,
      })
      .returning();
    await db.insert(ojProblemTests).values(p.tests.map(([input, answer], i) => ({ problemId: problem.id, position: i + 1, name: String(i + 1), input, answer })));
  }
  await db.update(schools).set({ ojAnalysis: true, testcaseView: true }).where(eq(schools.domain, 'demo'));
}
