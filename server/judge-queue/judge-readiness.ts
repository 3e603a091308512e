import { LANGUAGES, type Judge, type SelfCheckResult } from '../judge';

interface ReadinessLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Starts the sandbox and says at start-up whether this process can judge, so an operator sees a
 * missing bubblewrap in the log instead of discovering it from SE verdicts.
 */
export async function announceJudgeReadiness(judge: Judge, log: ReadinessLog): Promise<SelfCheckResult> {
  const check = await judge.selfCheck();
  const languages = Object.values(LANGUAGES).map((l) => l.label);
  if (check.ok) log.info({ languages, slots: judge.concurrency }, `判题沙箱就绪：${languages.join('、')}；${judge.concurrency} 个工作槽`);
  else log.error({ reason: check.reason }, `判题沙箱不可用，提交将判为系统错误（SE）：${check.reason}`);
  return check;
}
