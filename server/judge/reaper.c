/*
 * reaper.c - the judge's trusted PID 1 inside every bubblewrap sandbox.
 *
 * bwrap starts this with --as-pid-1 in a fresh PID namespace, still as root.
 * It forks the untrusted program, which drops to the slot's non-root uid
 * before exec, then supervises it: reaps every zombie, samples CPU and RSS of
 * all processes in the namespace, enforces CPU / wall / memory limits and
 * finally writes ONE report line to its own stdout. The program never holds
 * that fd (its stdin/stdout/stderr are files opened here, everything else is
 * closed before exec), and it runs under another uid, so it cannot reach
 * /proc/1/fd either: the numbers in the report are trustworthy.
 *
 * Usage: reaper [options] -- /path/to/program args...
 *   -t CPU_MS     CPU-time limit (sum over all processes), 0 = none
 *   -w WALL_MS    wall-clock limit, 0 = none
 *   -m MEM_KB     memory limit on the sampled RSS sum, 0 = none
 *   -p NPROC      RLIMIT_NPROC (per uid, so every slot needs its own uid)
 *   -f BYTES      RLIMIT_FSIZE (largest file the program may write)
 *   -s BYTES      RLIMIT_STACK
 *   -u UID -g GID the unprivileged identity for the program (must not be 0)
 *   -i PATH       stdin file (default: empty pipe)
 *   -o PATH       stdout file (created, truncated)
 *   -e PATH       stderr file (created, truncated)
 *   -d DIR        working directory
 *   -E KEY=VALUE  environment variable for the program (repeatable)
 *
 * Report: "reaper1 reason=R exited=E code=C signal=S cpu_us=N wall_us=N
 *          maxrss_kb=N peak_kb=N out_bytes=N errno=N\n"
 * reason: none | cpu | wall | memory | exec | setup
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_ENV 32
#define SAMPLE_MS 5

static long long cpu_ms_limit, wall_ms_limit, mem_kb_limit;
static long long nproc = 16, fsize = 64LL << 20, stack_bytes = 64LL << 20;
static long uid = -1, gid = -1;
static const char *in_path, *out_path, *err_path, *work_dir = "/";
static char *envp[MAX_ENV + 1];
static int envc;

static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

static void report(const char *reason, int exited, int code, int sig, long long cpu_us,
                   long long wall_us, long long maxrss, long long peak, long long out_bytes, int err) {
  char buf[512];
  int n = snprintf(buf, sizeof buf,
                   "reaper1 reason=%s exited=%d code=%d signal=%d cpu_us=%lld wall_us=%lld "
                   "maxrss_kb=%lld peak_kb=%lld out_bytes=%lld errno=%d\n",
                   reason, exited, code, sig, cpu_us, wall_us, maxrss, peak, out_bytes, err);
  ssize_t w = write(1, buf, (size_t)n);
  (void)w;
}

static void setup_fail(const char *what, int err) {
  report("setup", 0, 0, 0, 0, 0, 0, 0, 0, err);
  dprintf(2, "reaper: %s: %s\n", what, strerror(err));
  _exit(1);
}

static int parse_args(int argc, char **argv) {
  int i = 1;
  for (; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--") == 0) return i + 1;
    if (a[0] != '-' || a[1] == 0 || a[2] != 0 || i + 1 >= argc) setup_fail("bad arguments", EINVAL);
    const char *v = argv[++i];
    switch (a[1]) {
      case 't': cpu_ms_limit = atoll(v); break;
      case 'w': wall_ms_limit = atoll(v); break;
      case 'm': mem_kb_limit = atoll(v); break;
      case 'p': nproc = atoll(v); break;
      case 'f': fsize = atoll(v); break;
      case 's': stack_bytes = atoll(v); break;
      case 'u': uid = atol(v); break;
      case 'g': gid = atol(v); break;
      case 'i': in_path = v; break;
      case 'o': out_path = v; break;
      case 'e': err_path = v; break;
      case 'd': work_dir = v; break;
      case 'E':
        if (envc >= MAX_ENV) setup_fail("too many -E", E2BIG);
        envp[envc++] = (char *)v;
        break;
      default: setup_fail("unknown option", EINVAL);
    }
  }
  setup_fail("missing --", EINVAL);
  return -1;
}

static int open_out(const char *path) {
  if (!path) return open("/dev/null", O_WRONLY | O_CLOEXEC);
  /* O_NOFOLLOW: the directory is ours, but never trust a symlink anyway. */
  return open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
}

static void set_limit(int res, long long v) {
  struct rlimit rl = {(rlim_t)v, (rlim_t)v};
  if (setrlimit(res, &rl) != 0) _exit(126);
}

/* Runs in the forked child, still root: limits, identity, fds, then exec. */
static void child(char **argv, int in_fd, int out_fd, int err_fd, int errpipe) {
  int e;
  setsid();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (dup2(in_fd, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0) goto fail;
  /* Close every other fd except the CLOEXEC error pipe. */
  if (errpipe > 3) syscall(SYS_close_range, 3, errpipe - 1, 0);
  syscall(SYS_close_range, errpipe + 1, ~0U, 0);

  if (cpu_ms_limit > 0) set_limit(RLIMIT_CPU, (cpu_ms_limit + 999) / 1000 + 1); /* backstop only */
  set_limit(RLIMIT_FSIZE, fsize);
  set_limit(RLIMIT_STACK, stack_bytes);
  set_limit(RLIMIT_NPROC, nproc);
  set_limit(RLIMIT_CORE, 0);
  set_limit(RLIMIT_NOFILE, 64);
  set_limit(RLIMIT_MSGQUEUE, 0);

  if (setgroups(0, NULL) != 0) goto fail;
  if (setresgid((gid_t)gid, (gid_t)gid, (gid_t)gid) != 0) goto fail;
  if (setresuid((uid_t)uid, (uid_t)uid, (uid_t)uid) != 0) goto fail;
  if (getuid() == 0 || geteuid() == 0) { errno = EPERM; goto fail; }
  if (chdir(work_dir) != 0) goto fail;

  sigset_t none;
  sigemptyset(&none);
  signal(SIGCHLD, SIG_DFL);
  signal(SIGPIPE, SIG_DFL);
  sigprocmask(SIG_SETMASK, &none, NULL);
  envp[envc] = NULL;
  execve(argv[0], argv, envp);
fail:
  e = errno;
  if (write(errpipe, &e, sizeof e) < 0) { /* nothing left to do */ }
  _exit(127);
}

/* Sums CPU (clock ticks) and RSS (pages) over every live process in our PID namespace. */
static void sample(long long *cpu_ticks, long long *rss_pages) {
  *cpu_ticks = 0;
  *rss_pages = 0;
  DIR *d = opendir("/proc");
  if (!d) return;
  struct dirent *de;
  char path[64], buf[1024];
  while ((de = readdir(d)) != NULL) {
    if (de->d_name[0] < '0' || de->d_name[0] > '9' || strcmp(de->d_name, "1") == 0) continue;
    snprintf(path, sizeof path, "/proc/%s/stat", de->d_name);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) continue;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) continue;
    buf[n] = 0;
    /* comm may contain spaces or ')' - parse from the last ')'. */
    char *p = strrchr(buf, ')');
    if (!p) continue;
    unsigned long long ut = 0, st = 0;
    long long rss = 0;
    /* fields after ")": state(3) ... utime(14) stime(15) ... rss(24) */
    if (sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %*d %*d %*d %*d %*d %*d %*u %*u %lld",
               &ut, &st, &rss) == 3) {
      *cpu_ticks += (long long)(ut + st);
      *rss_pages += rss;
    }
  }
  closedir(d);
}

int main(int argc, char **argv) {
  int first = parse_args(argc, argv);
  if (first >= argc) setup_fail("no program", EINVAL);
  if (uid <= 0 || gid <= 0) setup_fail("refusing to run the program as root", EPERM);
  if (getpid() != 1) setup_fail("must run as PID 1 (bwrap --as-pid-1 --unshare-pid)", EINVAL);
  prctl(PR_SET_DUMPABLE, 0); /* keeps /proc/1/* closed to the program */

  int in_fd;
  if (in_path) {
    in_fd = open(in_path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  } else {
    int p[2];
    if (pipe2(p, O_CLOEXEC) != 0) setup_fail("pipe", errno);
    close(p[1]);
    in_fd = p[0];
  }
  if (in_fd < 0) setup_fail("open stdin", errno);
  int out_fd = open_out(out_path);
  if (out_fd < 0) setup_fail("open stdout", errno);
  int err_fd = open_out(err_path);
  if (err_fd < 0) setup_fail("open stderr", errno);

  sigset_t mask;
  sigemptyset(&mask);
  sigaddset(&mask, SIGCHLD);
  sigprocmask(SIG_BLOCK, &mask, NULL);
  int sfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
  if (sfd < 0) setup_fail("signalfd", errno);
  int ep[2];
  if (pipe2(ep, O_CLOEXEC) != 0) setup_fail("pipe", errno);

  long long start = now_us();
  pid_t pid = fork();
  if (pid < 0) setup_fail("fork", errno);
  if (pid == 0) child(argv + first, in_fd, out_fd, err_fd, ep[1]);
  close(ep[1]);
  close(in_fd);
  close(err_fd);

  int exec_errno = 0;
  ssize_t r;
  do r = read(ep[0], &exec_errno, sizeof exec_errno);
  while (r < 0 && errno == EINTR);
  close(ep[0]);
  if (r <= 0) exec_errno = 0;

  const long clk = sysconf(_SC_CLK_TCK);
  const long page_kb = sysconf(_SC_PAGESIZE) / 1024;
  const char *reason = exec_errno ? "exec" : "none";
  int main_status = 0, main_done = 0, killed = 0;
  long long peak_kb = 0;

  for (;;) {
    /* Reap every zombie: orphans are reparented to us. */
    pid_t w;
    int st;
    while ((w = waitpid(-1, &st, WNOHANG)) > 0) {
      if (w == pid) { main_status = st; main_done = 1; }
    }
    if (w < 0 && errno == ECHILD) break;
    if (main_done && !killed) {
      /* The program is done: nothing it left behind may outlive it. */
      kill(-1, SIGKILL);
      killed = 1;
    }
    long long elapsed_ms = (now_us() - start) / 1000;
    if (!killed) {
      long long ticks, pages;
      sample(&ticks, &pages);
      struct rusage ru;
      getrusage(RUSAGE_CHILDREN, &ru);
      long long reaped_ms = (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000LL +
                            (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000;
      long long cpu_ms = reaped_ms + ticks * 1000 / clk;
      long long rss_kb = pages * page_kb;
      if (rss_kb > peak_kb) peak_kb = rss_kb;
      const char *why = NULL;
      if (mem_kb_limit > 0 && rss_kb > mem_kb_limit) why = "memory";
      else if (cpu_ms_limit > 0 && cpu_ms > cpu_ms_limit) why = "cpu";
      else if (wall_ms_limit > 0 && elapsed_ms >= wall_ms_limit) why = "wall";
      if (why) {
        reason = why;
        kill(-1, SIGKILL);
        killed = 1;
      }
    }
    int timeout = SAMPLE_MS;
    if (wall_ms_limit > 0 && !killed) {
      long long left = wall_ms_limit - elapsed_ms;
      if (left < timeout) timeout = left < 1 ? 1 : (int)left;
    }
    struct pollfd pfd = {sfd, POLLIN, 0};
    poll(&pfd, 1, killed ? 50 : timeout);
    struct signalfd_siginfo si;
    while (read(sfd, &si, sizeof si) > 0) { /* drain; waitpid does the work */ }
  }

  long long wall_us = now_us() - start;
  struct rusage ru;
  getrusage(RUSAGE_CHILDREN, &ru);
  long long cpu_us = (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000LL + ru.ru_utime.tv_usec +
                     ru.ru_stime.tv_usec;
  struct stat sb;
  long long out_bytes = fstat(out_fd, &sb) == 0 ? (long long)sb.st_size : -1;
  int exited = main_done && WIFEXITED(main_status);
  int code = exited ? WEXITSTATUS(main_status) : 0;
  int sig = main_done && WIFSIGNALED(main_status) ? WTERMSIG(main_status) : 0;
  report(reason, exited, code, sig, cpu_us, wall_us, ru.ru_maxrss, peak_kb, out_bytes, exec_errno);
  return 0;
}
