// Bilingual (Chinese + English) system messages shown to students and teachers for SE verdicts.

export const MSG = {
  notLinux: '判题沙箱不可用：仅支持 Linux。Judge sandbox unavailable: Linux is required.',
  notRoot:
    '判题沙箱不可用：判题服务需要以 root 启动，才能让每个工作槽切换到独立的非特权 uid。' +
    'Judge sandbox unavailable: the judge must start as root so each slot can switch to its own unprivileged uid.',
  noBwrap: '判题沙箱不可用：未安装 bubblewrap (bwrap)。Judge sandbox unavailable: bubblewrap (bwrap) is not installed.',
  noReaper:
    '判题沙箱不可用：无法编译沙箱守护进程（需要 gcc 与静态 libc）。' +
    'Judge sandbox unavailable: cannot build the sandbox reaper (gcc is required).',
  noUid:
    '判题沙箱不可用：没有空闲的沙箱 uid。Judge sandbox unavailable: no free sandbox uid could be leased.',
  probeFailed: (why: string) => `判题沙箱自检失败：${why}。Judge sandbox self-check failed: ${why}.`,
  closed: '判题服务已关闭。The judge has been closed.',
  slotCrashed: '沙箱进程异常退出，请重新提交。The sandbox process failed; please resubmit.',
  execFailed: (err: string) => `无法启动程序：${err}。Could not start the program: ${err}.`,
  checkerCompile: '特判程序编译失败。The special judge (checker) failed to compile.',
  checkerFailed: (why: string) => `特判程序出错：${why}。The special judge (checker) failed: ${why}.`,
  noTests: '题目没有测试数据。The problem has no test data.',
} as const;
