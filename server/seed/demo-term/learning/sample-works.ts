/*
 * The small programs a term of children's works is made of: each is a real program of its kind
 * that the product's editor opens and runs — block and junior works are Blockly workspaces in the
 * JSON the block editor saves (Blockly.serialization.workspaces.save), Python and C++ works run
 * as they are.
 */

export type LearningWorkKind = 'block' | 'python' | 'cpp' | 'junior';

export interface SampleWork {
  title: string;
  source: string;
}

let blockIds = 0;
const id = () => `demo${(blockIds += 1).toString(36)}`;

type Block = Record<string, unknown>;
const num = (n: number): Block => ({ shadow: { type: 'math_number', id: id(), fields: { NUM: n } } });
const text = (s: string): Block => ({ block: { type: 'text', id: id(), fields: { TEXT: s } } });
const print = (value: Block, next?: Block): Block => ({ type: 'text_print', id: id(), inputs: { TEXT: value }, ...(next ? { next: { block: next } } : {}) });
const repeat = (times: number, body: Block, next?: Block): Block => ({ type: 'controls_repeat_ext', id: id(), inputs: { TIMES: num(times), DO: { block: body } }, ...(next ? { next: { block: next } } : {}) });
const arithmetic = (op: 'ADD' | 'MINUS' | 'MULTIPLY' | 'DIVIDE', a: number, b: number): Block => ({ block: { type: 'math_arithmetic', id: id(), fields: { OP: op }, inputs: { A: num(a), B: num(b) } } });
const ifCompare = (a: number, op: 'GT' | 'LT' | 'EQ', b: number, then: Block): Block => ({
  type: 'controls_if',
  id: id(),
  inputs: { IF0: { block: { type: 'logic_compare', id: id(), fields: { OP: op }, inputs: { A: { block: { type: 'math_number', id: id(), fields: { NUM: a } } }, B: { block: { type: 'math_number', id: id(), fields: { NUM: b } } } } } }, DO0: { block: then } },
});
const workspace = (top: Block) => {
  blockIds = 0;
  return JSON.stringify({ blocks: { languageVersion: 0, blocks: [{ ...top, x: 40, y: 40 }] } });
};

/** Block works (the full toolbox) and junior works (its smaller set: repeat, print, numbers, sums, if). */
const blockWorks: (() => SampleWork)[] = [
  () => ({ title: '会打招呼的小猫', source: workspace(print(text('喵～你好呀！'), repeat(3, print(text('喵！'))))) }),
  () => ({ title: '倒数发射', source: workspace(print(text('准备发射'), repeat(5, print(text('滴答')), print(text('发射！🚀'))))) }),
  () => ({ title: '乘法小能手', source: workspace(print(arithmetic('MULTIPLY', 7, 8), print(arithmetic('ADD', 12, 30)))) }),
  () => ({ title: '比大小', source: workspace(ifCompare(9, 'GT', 5, print(text('9 比 5 大')))) }),
  () => ({ title: '彩虹歌', source: workspace(repeat(7, print(text('红橙黄绿青蓝紫')), print(text('彩虹出来啦')))) }),
  () => ({ title: '分苹果', source: workspace(print(text('每人分到'), print(arithmetic('DIVIDE', 12, 4)))) }),
];

const pythonWorks: SampleWork[] = [
  { title: '猜数字游戏', source: 'secret = 7\nguesses = [3, 9, 7]\nfor g in guesses:\n    if g < secret:\n        print(g, "太小了")\n    elif g > secret:\n        print(g, "太大了")\n    else:\n        print(g, "猜对啦！")\n' },
  { title: '九九乘法表', source: 'for i in range(1, 10):\n    line = ""\n    for j in range(1, i + 1):\n        line += f"{j}x{i}={i * j}\\t"\n    print(line)\n' },
  { title: '成绩统计', source: 'scores = [88, 95, 72, 100, 64]\nprint("最高分:", max(scores))\nprint("最低分:", min(scores))\nprint("平均分:", sum(scores) / len(scores))\n' },
  { title: '画一个三角形', source: 'n = 5\nfor i in range(1, n + 1):\n    print(" " * (n - i) + "*" * (2 * i - 1))\n' },
  { title: '斐波那契数列', source: 'a, b = 0, 1\nfor _ in range(10):\n    print(a, end=" ")\n    a, b = b, a + b\nprint()\n' },
  { title: '小海龟画正方形', source: 'import turtle\nt = turtle.Turtle()\nfor _ in range(4):\n    t.forward(100)\n    t.left(90)\n' },
  { title: '回文判断', source: 'word = "level"\nif word == word[::-1]:\n    print(word, "是回文")\nelse:\n    print(word, "不是回文")\n' },
];

const cppWorks: SampleWork[] = [
  { title: '求和', source: '#include <iostream>\nusing namespace std;\n\nint main() {\n    int sum = 0;\n    for (int i = 1; i <= 100; i++) sum += i;\n    cout << "1 到 100 的和是 " << sum << endl;\n    return 0;\n}\n' },
  { title: '判断素数', source: '#include <iostream>\nusing namespace std;\n\nbool isPrime(int n) {\n    if (n < 2) return false;\n    for (int i = 2; i * i <= n; i++)\n        if (n % i == 0) return false;\n    return true;\n}\n\nint main() {\n    for (int i = 1; i <= 30; i++)\n        if (isPrime(i)) cout << i << " ";\n    cout << endl;\n    return 0;\n}\n' },
  { title: '冒泡排序', source: '#include <iostream>\nusing namespace std;\n\nint main() {\n    int a[6] = {5, 2, 9, 1, 7, 3};\n    for (int i = 0; i < 6; i++)\n        for (int j = 0; j + 1 < 6 - i; j++)\n            if (a[j] > a[j + 1]) swap(a[j], a[j + 1]);\n    for (int x : a) cout << x << " ";\n    cout << endl;\n    return 0;\n}\n' },
  { title: '最大公约数', source: '#include <iostream>\nusing namespace std;\n\nint gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }\n\nint main() {\n    cout << "gcd(48, 36) = " << gcd(48, 36) << endl;\n    return 0;\n}\n' },
  { title: '打印菱形', source: '#include <iostream>\nusing namespace std;\n\nint main() {\n    int n = 4;\n    for (int i = -n + 1; i < n; i++) {\n        int k = n - (i < 0 ? -i : i);\n        cout << string(n - k, \' \') << string(2 * k - 1, \'*\') << endl;\n    }\n    return 0;\n}\n' },
  { title: '温度换算', source: '#include <cstdio>\n\nint main() {\n    for (int c = 0; c <= 40; c += 10)\n        printf("%d 摄氏度 = %.1f 华氏度\\n", c, c * 9.0 / 5 + 32);\n    return 0;\n}\n' },
];

/** The `n`-th sample of a kind (cycling), so each student's works differ from their neighbours'. */
export function sampleWork(kind: LearningWorkKind, n: number): SampleWork {
  if (kind === 'python') return pythonWorks[n % pythonWorks.length];
  if (kind === 'cpp') return cppWorks[n % cppWorks.length];
  const junior = [0, 1, 2, 3];
  return blockWorks[kind === 'junior' ? junior[n % junior.length] : n % blockWorks.length]();
}
