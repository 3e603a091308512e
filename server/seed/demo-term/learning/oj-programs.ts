import type { Verdict } from '../../../judge/types';

/*
 * What children submit to the demo problems (server/features/oj/seed-oj.ts), by language and by
 * the verdict the judge gave: right answers, answers with the usual mistakes, endless loops,
 * memory hogs, crashes and programs that do not compile — each really earns its verdict.
 */

export type OjLanguage = 'python3' | 'cpp';

const accepted: Record<string, Record<OjLanguage, string>> = {
  'A+B 问题': {
    python3: 'a, b = map(int, input().split())\nprint(a + b)\n',
    cpp: '#include <iostream>\nusing namespace std;\nint main() {\n    long long a, b;\n    cin >> a >> b;\n    cout << a + b << endl;\n    return 0;\n}\n',
  },
  最大值: {
    python3: 'n = int(input())\nnums = list(map(int, input().split()))\nprint(max(nums))\n',
    cpp: '#include <iostream>\nusing namespace std;\nint main() {\n    int n; cin >> n;\n    long long best, x; cin >> best;\n    for (int i = 1; i < n; i++) { cin >> x; if (x > best) best = x; }\n    cout << best << endl;\n    return 0;\n}\n',
  },
  字符串反转: {
    python3: 's = input().strip()\nprint(s[::-1])\n',
    cpp: '#include <iostream>\n#include <string>\n#include <algorithm>\nusing namespace std;\nint main() {\n    string s; cin >> s;\n    reverse(s.begin(), s.end());\n    cout << s << endl;\n    return 0;\n}\n',
  },
  排序: {
    python3: 'n = int(input())\nnums = sorted(map(int, input().split()))\nprint(" ".join(map(str, nums)))\n',
    cpp: '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n    int n; cin >> n;\n    vector<int> a(n);\n    for (auto &x : a) cin >> x;\n    sort(a.begin(), a.end());\n    for (int i = 0; i < n; i++) cout << a[i] << (i + 1 < n ? " " : "\\n");\n    return 0;\n}\n',
  },
  圆的面积: {
    python3: 'r = float(input())\nprint("%.6f" % (3.14159265358979 * r * r))\n',
    cpp: '#include <cstdio>\nint main() {\n    double r; scanf("%lf", &r);\n    printf("%.6f\\n", 3.14159265358979 * r * r);\n    return 0;\n}\n',
  },
};

/** Wrong answers: the mistakes children make on each problem. */
const wrong: Record<string, Record<OjLanguage, string>> = {
  'A+B 问题': {
    python3: 'a, b = map(int, input().split())\nprint(a - b)\n',
    cpp: '#include <iostream>\nusing namespace std;\nint main() {\n    int a, b;\n    cin >> a >> b;\n    cout << a + b << endl;  // int 放不下 2000000000\n    return 0;\n}\n',
  },
  最大值: {
    python3: 'n = int(input())\nnums = list(map(int, input().split()))\nbest = 0\nfor x in nums:\n    if x > best:\n        best = x\nprint(best)\n',
    cpp: '#include <iostream>\nusing namespace std;\nint main() {\n    int n; cin >> n;\n    int best = 0, x;\n    for (int i = 0; i < n; i++) { cin >> x; if (x > best) best = x; }\n    cout << best << endl;\n    return 0;\n}\n',
  },
  字符串反转: {
    python3: 's = input().strip()\nprint(s)\n',
    cpp: '#include <iostream>\n#include <string>\nusing namespace std;\nint main() {\n    string s; cin >> s;\n    for (int i = s.size() - 1; i > 0; i--) cout << s[i];\n    cout << endl;\n    return 0;\n}\n',
  },
  排序: {
    python3: 'n = int(input())\nnums = sorted(map(int, input().split()), reverse=True)\nprint(" ".join(map(str, nums)))\n',
    cpp: '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n    int n; cin >> n;\n    vector<int> a(n);\n    for (auto &x : a) cin >> x;\n    sort(a.begin(), a.end(), greater<int>());\n    for (int x : a) cout << x << " ";\n    cout << endl;\n    return 0;\n}\n',
  },
  圆的面积: {
    python3: 'r = float(input())\nprint(3.14 * r * r)\n',
    cpp: '#include <cstdio>\nint main() {\n    int r; scanf("%d", &r);\n    printf("%.6f\\n", 3.14159265358979 * r * r);\n    return 0;\n}\n',
  },
};

const endless: Record<OjLanguage, string> = {
  python3: 'n = int(input().split()[0])\ni = 0\nwhile i < n or True:\n    i += 1\n',
  cpp: '#include <iostream>\nusing namespace std;\nint main() {\n    long long s = 0;\n    for (int i = 0; i >= 0; i += 0) s += i;\n    cout << s << endl;\n    return 0;\n}\n',
};

const memoryHog: Record<OjLanguage, string> = {
  python3: 'data = []\nwhile True:\n    data.append([0] * 1000000)\n',
  cpp: '#include <vector>\nusing namespace std;\nint main() {\n    vector<vector<long long>> v;\n    while (true) v.push_back(vector<long long>(1 << 20, 1));\n    return 0;\n}\n',
};

const crash: Record<OjLanguage, string> = {
  python3: 'nums = list(map(int, input().split()))\nprint(nums[5] // (nums[0] - nums[0]))\n',
  cpp: '#include <iostream>\nusing namespace std;\nint main() {\n    int a[10];\n    int *p = nullptr;\n    cin >> a[0];\n    cout << *p + a[0] << endl;\n    return 0;\n}\n',
};

const broken: Record<OjLanguage, string> = {
  python3: 'a, b = map(int, input().split()\nprint(a + b)\n',
  cpp: '#include <iostream>\nusing namespace std;\nint main() {\n    int a, b\n    cin >> a >> b;\n    cout << a + b << endl;\n    return 0;\n}\n',
};

/** Presentation: the right numbers with extra words around them. */
const chatty: Record<OjLanguage, string> = {
  python3: 'a, b = map(int, input().split())\nprint("答案是:", a + b)\n',
  cpp: '#include <iostream>\nusing namespace std;\nint main() {\n    long long a, b; cin >> a >> b;\n    cout << "答案是: " << a + b << endl;\n    return 0;\n}\n',
};

export const compileMessages: Record<OjLanguage, string> = {
  python3: '  File "main.py", line 1\n    a, b = map(int, input().split()\n              ^\nSyntaxError: \'(\' was never closed\n',
  cpp: "main.cpp: In function 'int main()':\nmain.cpp:4:13: error: expected initializer before 'cin'\n    4 |     cin >> a >> b;\n      |     ^~~\n",
};

/** The source a child wrote that earned `verdict` on the problem titled `title`. */
export function programFor(title: string, language: OjLanguage, verdict: Verdict): string {
  const own = accepted[title] ? title : 'A+B 问题';
  switch (verdict) {
    case 'AC':
      return accepted[own][language];
    case 'WA':
      return wrong[own][language];
    case 'TLE':
      return endless[language];
    case 'MLE':
      return memoryHog[language];
    case 'RE':
      return crash[language];
    case 'CE':
      return broken[language];
    default:
      return chatty[language];
  }
}
