import { ojProblemEntity } from '../../../shared/generated/entities/oj-problem.gen';
import { fieldOf } from '../../resources/entity-resource';
import type { EnumOption } from '../../../shared/entity-types';

/** Select options of an OjProblem enum field, read from the entity so labels live in oj-problem.yaml only. */
export function problemFieldOptions(field: 'difficulty' | 'visibility' | 'checkerKind'): EnumOption[] {
  return fieldOf(ojProblemEntity, field).enum ?? [];
}

export function difficultyLabel(value: number): string {
  return problemFieldOptions('difficulty').find((o) => o.value === value)?.label ?? String(value);
}

export const difficultyColors = ['', 'green', 'cyan', 'blue', 'orange', 'red'];

/** Languages of the judge (server/judge/languages.ts) with Monaco's language id and a starting program. */
export const ojLanguages = [
  { value: 'cpp', label: 'C++17', monaco: 'cpp', template: '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    \n    return 0;\n}\n' },
  { value: 'c', label: 'C', monaco: 'c', template: '#include <stdio.h>\n\nint main(void) {\n    \n    return 0;\n}\n' },
  { value: 'python3', label: 'Python 3', monaco: 'python', template: '' },
] as const;

export type OjLanguageId = (typeof ojLanguages)[number]['value'];

export const verdictLabels: Record<string, { text: string; color: string }> = {
  AC: { text: '通过', color: 'success' },
  WA: { text: '答案错误', color: 'error' },
  PE: { text: '格式错误', color: 'warning' },
  TLE: { text: '运行超时', color: 'orange' },
  MLE: { text: '内存超限', color: 'orange' },
  OLE: { text: '输出超限', color: 'orange' },
  RE: { text: '运行错误', color: 'volcano' },
  CE: { text: '编译错误', color: 'purple' },
  SE: { text: '系统错误', color: 'default' },
  PC: { text: '部分正确', color: 'gold' },
  pending: { text: '评测中', color: 'processing' },
};

export const languageLabel = (value: string) => ojLanguages.find((l) => l.value === value)?.label ?? value;
