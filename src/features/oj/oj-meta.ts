import { ojProblemEntity } from '../../../shared/generated/entities/oj-problem.gen';
import { verdictColors } from '../../app/charts/chart-colors';
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

/** Verdicts' Chinese names; their colours are the charts' (one source), a queued submission reads 评测中. */
export const verdictLabels: Record<string, { text: string; color: string }> = {
  AC: { text: '通过', color: verdictColors.AC },
  WA: { text: '答案错误', color: verdictColors.WA },
  PE: { text: '格式错误', color: verdictColors.PE },
  TLE: { text: '运行超时', color: verdictColors.TLE },
  MLE: { text: '内存超限', color: verdictColors.MLE },
  OLE: { text: '输出超限', color: verdictColors.OLE },
  RE: { text: '运行错误', color: verdictColors.RE },
  CE: { text: '编译错误', color: verdictColors.CE },
  SE: { text: '系统错误', color: verdictColors.SE },
  PC: { text: '部分正确', color: verdictColors.PC },
  pending: { text: '评测中', color: 'processing' },
};

export const languageLabel = (value: string) => ojLanguages.find((l) => l.value === value)?.label ?? value;
