// The Chinese note shown for a runtime error (RE) in per-test results: which signal killed the program, or its exit code.

/** Signals a student's program commonly dies of, in the words a beginner understands. */
const SIGNAL_NOTES: Record<string, string> = {
  SIGSEGV: '段错误',
  SIGBUS: '总线错误',
  SIGFPE: '浮点异常（如整数除以零）',
  SIGABRT: '程序中止（abort，如断言失败或未捕获的异常）',
  SIGILL: '非法指令',
  SIGSYS: '调用了被禁止的系统调用',
  SIGKILL: '被强制结束',
  SIGTERM: '被终止',
  SIGPIPE: '管道已断开',
  SIGTRAP: '陷阱指令',
};

/** e.g. "运行错误：段错误 (SIGSEGV)", "运行错误：退出码 3". */
export function runtimeErrorNote(outcome: { signal?: string; exitCode?: number }): string {
  if (outcome.signal) {
    const note = SIGNAL_NOTES[outcome.signal];
    return note ? `运行错误：${note} (${outcome.signal})` : `运行错误：被信号 ${outcome.signal} 结束`;
  }
  return `运行错误：退出码 ${outcome.exitCode ?? '未知'}`;
}
