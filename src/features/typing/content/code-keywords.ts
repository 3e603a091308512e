/** Programming keywords and short lines the school's Python and C++ lessons use. */
export interface CodeSet {
  id: string;
  title: string;
  keywords: string[];
  lines: string[];
}

export const codeSets: CodeSet[] = [
  {
    id: 'python',
    title: 'Python',
    keywords: ['print', 'input', 'if', 'elif', 'else', 'for', 'while', 'in', 'range', 'def', 'return', 'import', 'from', 'True', 'False', 'None', 'and', 'or', 'not', 'break', 'continue', 'list', 'len', 'int', 'str'],
    lines: ['print("hello")', 'name = input()', 'for i in range(10):', 'if x > 0:', 'def add(a, b):', 'return a + b', 'import turtle', 'while n != 0:', 'nums = [1, 2, 3]', 'total += i'],
  },
  {
    id: 'cpp',
    title: 'C++',
    keywords: ['include', 'iostream', 'using', 'namespace', 'std', 'int', 'main', 'cout', 'cin', 'endl', 'return', 'if', 'else', 'for', 'while', 'char', 'double', 'bool', 'true', 'false', 'void', 'const', 'break', 'string', 'vector'],
    lines: ['#include <iostream>', 'using namespace std;', 'int main() {', 'cin >> n;', 'cout << a + b << endl;', 'for (int i = 0; i < n; i++) {', 'if (a[i] > max) max = a[i];', 'return 0;', 'long long sum = 0;', 'while (n--) {'],
  },
];
