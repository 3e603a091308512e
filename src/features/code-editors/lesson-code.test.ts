import { describe, expect, it } from 'vitest';
import { firstExample, lessonParts } from './lesson-code';

describe('lessonParts', () => {
  it('splits teaching text and fenced example programs, keeping the language', () => {
    const content = '今天学习 print。\n\n```python\nprint("你好")\n```\n试一试改成自己的名字。\n\n```cpp\nint main() {}\n```';
    expect(lessonParts(content)).toEqual([
      { kind: 'text', text: '今天学习 print。' },
      { kind: 'code', code: 'print("你好")', language: 'python' },
      { kind: 'text', text: '试一试改成自己的名字。' },
      { kind: 'code', code: 'int main() {}', language: 'cpp' },
    ]);
    expect(firstExample(content, ['cpp', 'c++'])).toBe('int main() {}');
    expect(firstExample(content, ['python', 'py'])).toBe('print("你好")');
  });

  it('reads plain text as one part, an unclosed fence to the end, and nothing as nothing', () => {
    expect(lessonParts('只有文字')).toEqual([{ kind: 'text', text: '只有文字' }]);
    expect(lessonParts('看：\n```\nfor i in range(3):\n    print(i)')).toEqual([
      { kind: 'text', text: '看：' },
      { kind: 'code', code: 'for i in range(3):\n    print(i)', language: 'text' },
    ]);
    expect(lessonParts(null)).toEqual([]);
    expect(firstExample('没有代码', ['python'])).toBeNull();
  });
});
