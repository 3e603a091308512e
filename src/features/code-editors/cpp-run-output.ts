import type { WorkRunResult } from '../../api/generated/api.schemas';

/** The judge's verdicts of a free run, said so a child knows what to look at. */
const verdictText: Record<string, string> = {
  OK: '运行完成',
  CE: '编译错误：看看下面的提示，检查分号、括号和拼写',
  RE: '运行时出错：比如数组越界、除以 0',
  TLE: '运行超时（超过 1 秒）：是不是写了停不下来的循环？',
  MLE: '内存超出限制（256 MB）',
  OLE: '输出太多了',
  SE: '判题机暂时出错，请稍后再试',
};

export function linesOf(result: WorkRunResult) {
  const lines: { text: string; kind: string }[] = [];
  if (result.compileMessage) lines.push({ text: result.compileMessage, kind: 'stderr' });
  if (result.stdout) lines.push({ text: result.stdout, kind: 'stdout' });
  if (result.stderr) lines.push({ text: result.stderr, kind: 'stderr' });
  const note = verdictText[result.verdict] ?? result.verdict;
  lines.push({ text: result.verdict === 'OK' ? `${note}（${result.timeMs} 毫秒）` : note, kind: result.verdict === 'OK' ? 'info' : 'error' });
  return lines;
}

