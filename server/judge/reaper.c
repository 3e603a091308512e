/*
 * reaper.c - the judge's trusted PID 1 inside a slot's bubblewrap sandbox.
 *
 * One long-lived bwrap per worker slot starts this with --as-pid-1 in fresh
 * PID/net/IPC/UTS/mount namespaces, still as root. It then serves commands
 * read from stdin (a pipe only the judge holds). For every command it:
 *   1. mounts a fresh size-bounded tmpfs on /box (the only writable dir),
 *   2. forks the program, which gets its rlimits and files as stdin/stdout/
 *      stderr, drops to the slot's non-root uid, installs a seccomp filter
 *      and execs,
 *   3. reaps every zombie, samples CPU and RSS of all processes in the
 *      namespace and kills everything on the CPU / wall / memory limit,
 *   4. kills whatever the program left behind, removes SysV IPC objects,
 *      optionally copies one result file out of /box (compiler output),
 *   5. writes ONE report line to its stdout.
 * The program never holds the report fd (everything but 0-2 is closed before
 * exec, and 0-2 are files), runs under another uid and PR_SET_DUMPABLE=0
 * keeps /proc/1 closed to it: the numbers in the report are trustworthy.
 *
 * Request on stdin: COUNT\0 then COUNT NUL-terminated arguments:
 *   -t CPU_MS     CPU-time limit (sum over all processes), 0 = none
 *   -w WALL_MS    wall-clock limit, 0 = none
 *   -l IDLE_MS    idle limit: time during which no process of the program was
 *                 running or runnable (sleeping, waiting), 0 = none
 *   -m MEM_KB     memory limit on the sampled RSS sum, 0 = none
 *   -p NPROC      RLIMIT_NPROC (counted per uid: every slot has its own uid)
 *   -f BYTES      RLIMIT_FSIZE (largest file the program may write)
 *   -s BYTES      RLIMIT_STACK
 *   -b BYTES      size of the /box tmpfs
 *   -u UID -g GID the unprivileged identity for the program (never 0)
 *   -i PATH       stdin file (default: empty)
 *   -o PATH       stdout file (created, truncated)
 *   -e PATH       stderr file (created, truncated)
 *   -d DIR        working directory
 *   -E KEY=VALUE  environment variable (repeatable)
 *   -x NAME       after the run copy /box/NAME to /io/NAME (regular file only)
 *   --            then the program path and its arguments
 *
 * Report: "reaper1 reason=R exited=E code=C signal=S cpu_us=N wall_us=N
 *          maxrss_kb=N peak_kb=N out_bytes=N errno=N\n"
 * reason: none | cpu | wall | idle | memory | exec | setup
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
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <sys/ipc.h>
#include <sys/mount.h>
#include <sys/msg.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_ARGS 256
#define MAX_ENV 32
#define REQ_MAX 65536
#define SAMPLE_MS 5

struct cmd {
  long long cpu_ms, wall_ms, idle_ms, mem_kb, nproc, fsize, stack, box_bytes;
  long uid, gid;
  const char *in, *out, *err, *dir, *export_name;
  char *env[MAX_ENV + 1];
  int envc;
  char **argv;
};

struct result {
  const char *reason;
  int exited, code, sig, err;
  long long cpu_us, wall_us, maxrss_kb, peak_kb, out_bytes;
};

static int sfd = -1; /* signalfd for SIGCHLD */
static long clk, page_kb;

static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

static void write_all(int fd, const char *p, size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) _exit(2); /* the judge is gone */
    p += w;
    n -= (size_t)w;
  }
}

static void report(const struct result *r) {
  char buf[512];
  int n = snprintf(buf, sizeof buf,
                   "reaper1 reason=%s exited=%d code=%d signal=%d cpu_us=%lld wall_us=%lld "
                   "maxrss_kb=%lld peak_kb=%lld out_bytes=%lld errno=%d\n",
                   r->reason, r->exited, r->code, r->sig, r->cpu_us, r->wall_us, r->maxrss_kb,
                   r->peak_kb, r->out_bytes, r->err);
  write_all(1, buf, (size_t)n);
}

static void report_setup(int err, const char *what) {
  struct result r = {.reason = "setup", .err = err};
  dprintf(2, "reaper: %s: %s\n", what, strerror(err));
  report(&r);
}

/* Reads one request into buf; returns argc, 0 on EOF, -1 on a bad request. */
static int read_request(char *buf, char **args) {
  static char in[REQ_MAX * 2];
  static size_t have;
  for (;;) {
    /* Try to parse COUNT\0 arg\0 ... from what we have. */
    char *end = memchr(in, 0, have);
    if (end) {
      long count = atol(in);
      if (count <= 0 || count > MAX_ARGS) return -1;
      size_t pos = (size_t)(end - in) + 1;
      long got = 0;
      while (got < count) {
        char *z = memchr(in + pos, 0, have - pos);
        if (!z) break;
        pos = (size_t)(z - in) + 1;
        got++;
      }
      if (got == count) {
        if (pos > REQ_MAX) return -1;
        memcpy(buf, in, pos);
        memmove(in, in + pos, have - pos);
        have -= pos;
        char *p = memchr(buf, 0, pos) + 1;
        for (long i = 0; i < count; i++) {
          args[i] = p;
          p += strlen(p) + 1;
        }
        args[count] = NULL;
        return (int)count;
      }
    }
    if (have >= sizeof in) return -1;
    ssize_t n = read(0, in + have, sizeof in - have);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return 0;
    have += (size_t)n;
  }
}

static int parse_cmd(int argc, char **argv, struct cmd *c) {
  memset(c, 0, sizeof *c);
  c->nproc = 16;
  c->fsize = 64LL << 20;
  c->stack = 64LL << 20;
  c->box_bytes = 64LL << 20;
  c->uid = c->gid = -1;
  c->dir = "/box";
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--") == 0) {
      if (i + 1 >= argc) return -1;
      c->argv = argv + i + 1;
      return 0;
    }
    if (a[0] != '-' || a[1] == 0 || a[2] != 0 || i + 1 >= argc) return -1;
    char *v = argv[++i];
    switch (a[1]) {
      case 't': c->cpu_ms = atoll(v); break;
      case 'w': c->wall_ms = atoll(v); break;
      case 'l': c->idle_ms = atoll(v); break;
      case 'm': c->mem_kb = atoll(v); break;
      case 'p': c->nproc = atoll(v); break;
      case 'f': c->fsize = atoll(v); break;
      case 's': c->stack = atoll(v); break;
      case 'b': c->box_bytes = atoll(v); break;
      case 'u': c->uid = atol(v); break;
      case 'g': c->gid = atol(v); break;
      case 'i': c->in = v; break;
      case 'o': c->out = v; break;
      case 'e': c->err = v; break;
      case 'd': c->dir = v; break;
      case 'x':
        if (strchr(v, '/') || v[0] == '.' || v[0] == 0) return -1;
        c->export_name = v;
        break;
      case 'E':
        if (c->envc >= MAX_ENV) return -1;
        c->env[c->envc++] = v;
        break;
      default: return -1;
    }
  }
  return -1;
}

static int open_out(const char *path) {
  if (!path) return open("/dev/null", O_WRONLY | O_CLOEXEC);
  /* O_NOFOLLOW: /io is ours alone, but never trust a symlink anyway. */
  return open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
}

static int set_limit(int res, long long v) {
  struct rlimit rl = {(rlim_t)v, (rlim_t)v};
  return setrlimit(res, &rl);
}

/*
 * Defence in depth for the kernel: the program may not create namespaces (unprivileged user
 * namespaces are enabled on many hosts), mount, use keyrings (they are per uid and would survive
 * the run), trace, hold memory outside its RSS, or reach rarely needed, historically buggy
 * interfaces. Deny-list with EPERM so libraries that probe them fall back; clone3 gets ENOSYS
 * so glibc falls back to clone, whose flags we can inspect. Only x86_64 here; elsewhere the
 * other layers still apply.
 */
#define DENY(nr, err) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (err))
#define NS_FLAGS 0x7E020080u /* CLONE_NEW{NS,CGROUP,UTS,IPC,USER,PID,NET,TIME} */
static int install_seccomp(void) {
#if defined(__x86_64__)
  struct sock_filter f[] = {
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS), /* i386 ABI: no */
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
    BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1), /* x32 ABI: no */
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 4),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])), /* low half of flags */
    BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, NS_FLAGS, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    DENY(__NR_clone3, ENOSYS),
    DENY(__NR_unshare, EPERM), DENY(__NR_setns, EPERM),
    DENY(__NR_mount, EPERM), DENY(__NR_umount2, EPERM), DENY(__NR_pivot_root, EPERM), DENY(__NR_chroot, EPERM),
    DENY(__NR_fsopen, EPERM), DENY(__NR_fsmount, EPERM), DENY(__NR_fsconfig, EPERM), DENY(__NR_fspick, EPERM),
    DENY(__NR_move_mount, EPERM), DENY(__NR_open_tree, EPERM), DENY(__NR_mount_setattr, EPERM),
    DENY(__NR_keyctl, EPERM), DENY(__NR_add_key, EPERM), DENY(__NR_request_key, EPERM),
    DENY(__NR_ptrace, EPERM), DENY(__NR_process_vm_readv, EPERM), DENY(__NR_process_vm_writev, EPERM),
    DENY(__NR_bpf, EPERM), DENY(__NR_perf_event_open, EPERM), DENY(__NR_userfaultfd, EPERM),
    DENY(__NR_io_uring_setup, EPERM), DENY(__NR_io_uring_enter, EPERM), DENY(__NR_io_uring_register, EPERM),
    DENY(__NR_open_by_handle_at, EPERM), DENY(__NR_name_to_handle_at, EPERM),
    DENY(__NR_kexec_load, EPERM), DENY(__NR_kexec_file_load, EPERM), DENY(__NR_init_module, EPERM),
    DENY(__NR_finit_module, EPERM), DENY(__NR_delete_module, EPERM), DENY(__NR_swapon, EPERM),
    DENY(__NR_swapoff, EPERM), DENY(__NR_reboot, EPERM), DENY(__NR_acct, EPERM), DENY(__NR_syslog, EPERM),
    DENY(__NR_settimeofday, EPERM), DENY(__NR_clock_settime, EPERM), DENY(__NR_clock_adjtime, EPERM),
    DENY(__NR_adjtimex, EPERM), DENY(__NR_iopl, EPERM), DENY(__NR_ioperm, EPERM), DENY(__NR_vhangup, EPERM),
    DENY(__NR_quotactl, EPERM), DENY(__NR_lookup_dcookie, EPERM),
    /* Memory no RSS would show: SysV shm/msg kept after detaching, memfd pages never mapped. */
    DENY(__NR_shmget, EPERM), DENY(__NR_msgget, EPERM), DENY(__NR_memfd_create, EPERM),
    DENY(__NR_memfd_secret, EPERM),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog prog = {(unsigned short)(sizeof f / sizeof f[0]), f};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog);
#else
  return 0;
#endif
}

/* Runs in the forked child, still root: limits, identity, fds, then exec. */
static void child(const struct cmd *c, int in_fd, int out_fd, int err_fd, int errpipe) {
  int e;
  setsid(); /* no need for PDEATHSIG: when PID 1 dies the kernel kills the whole namespace */
  if (dup2(in_fd, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0) goto fail;
  /* Close every other fd (the request pipe, the report pipe...) except the CLOEXEC error pipe. */
  if (errpipe > 3) syscall(SYS_close_range, 3, errpipe - 1, 0);
  syscall(SYS_close_range, errpipe + 1, ~0U, 0);

  /* RLIMIT_CPU has whole-second precision: a backstop only, the parent measures. */
  if (c->cpu_ms > 0 && set_limit(RLIMIT_CPU, (c->cpu_ms + 999) / 1000 + 1)) goto fail;
  if (set_limit(RLIMIT_FSIZE, c->fsize) || set_limit(RLIMIT_STACK, c->stack) ||
      set_limit(RLIMIT_NPROC, c->nproc) || set_limit(RLIMIT_CORE, 0) ||
      set_limit(RLIMIT_NOFILE, 64) || set_limit(RLIMIT_MSGQUEUE, 0) || set_limit(RLIMIT_MEMLOCK, 0))
    goto fail;

  if (setgroups(0, NULL) != 0) goto fail;
  if (setresgid((gid_t)c->gid, (gid_t)c->gid, (gid_t)c->gid) != 0) goto fail;
  if (setresuid((uid_t)c->uid, (uid_t)c->uid, (uid_t)c->uid) != 0) goto fail;
  if (getuid() == 0 || geteuid() == 0) { errno = EPERM; goto fail; }
  if (chdir(c->dir) != 0) goto fail;

  sigset_t none;
  sigemptyset(&none);
  signal(SIGCHLD, SIG_DFL);
  signal(SIGPIPE, SIG_DFL);
  sigprocmask(SIG_SETMASK, &none, NULL);
  if (install_seccomp() != 0) goto fail;
  execve(c->argv[0], c->argv, (char **)c->env);
fail:
  e = errno;
  if (write(errpipe, &e, sizeof e) < 0) { /* nothing left to do */ }
  _exit(127);
}

/* Sums CPU (clock ticks) and RSS (pages) over every live process in our PID namespace, and
 * counts the ones running or waiting for a CPU (R) or in uninterruptible I/O (D): a program with
 * none of those is idle (sleeping, waiting for input that never comes), whatever the host's load. */
static void sample(long long *cpu_ticks, long long *rss_pages, int *busy) {
  *cpu_ticks = 0;
  *rss_pages = 0;
  *busy = 0;
  DIR *d = opendir("/proc");
  if (!d) return;
  struct dirent *de;
  char path[300], buf[1024];
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
    if (!p || p[1] == 0) continue;
    unsigned long long ut = 0, st = 0;
    long long rss = 0;
    if (p[1] == ' ' && (p[2] == 'R' || p[2] == 'D')) (*busy)++;
    /* fields after ")": state(3) ... utime(14) stime(15) ... rss(24) */
    if (sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %*d %*d %*d %*d %*d %*d %*u %*u %lld",
               &ut, &st, &rss) == 3) {
      *cpu_ticks += (long long)(ut + st);
      *rss_pages += rss;
    }
  }
  closedir(d);
}

static void remove_ipc(void) {
  struct shm_info si;
  int max = shmctl(0, SHM_INFO, (struct shmid_ds *)&si);
  if (max >= 0 && si.used_ids > 0)
    for (int i = 0; i <= max; i++) {
      struct shmid_ds ds;
      int id = shmctl(i, SHM_STAT, &ds);
      if (id >= 0) shmctl(id, IPC_RMID, NULL);
    }
  struct seminfo sei;
  union { int val; struct semid_ds *buf; unsigned short *array; struct seminfo *__buf; } arg;
  arg.__buf = &sei;
  max = semctl(0, 0, SEM_INFO, arg);
  if (max >= 0 && sei.semusz > 0)
    for (int i = 0; i <= max; i++) {
      struct semid_ds ds;
      arg.buf = &ds;
      int id = semctl(i, 0, SEM_STAT, arg);
      if (id >= 0) semctl(id, 0, IPC_RMID);
    }
  struct msginfo mi;
  max = msgctl(0, MSG_INFO, (struct msqid_ds *)&mi);
  if (max >= 0 && mi.msgpool > 0)
    for (int i = 0; i <= max; i++) {
      struct msqid_ds ds;
      int id = msgctl(i, MSG_STAT, &ds);
      if (id >= 0) msgctl(id, IPC_RMID, NULL);
    }
}

/* Copies /box/NAME to /io/NAME without following symlinks, at most `limit` bytes. */
static int export_file(const char *name, long long limit) {
  char src[300], dst[300], buf[65536];
  snprintf(src, sizeof src, "/box/%s", name);
  snprintf(dst, sizeof dst, "/io/%s", name);
  unlink(dst);
  int in = open(src, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
  if (in < 0) return 0; /* nothing produced: the caller sees no file */
  struct stat sb;
  if (fstat(in, &sb) != 0 || !S_ISREG(sb.st_mode) || sb.st_size > limit) {
    close(in);
    return 0;
  }
  int out = open(dst, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0755);
  if (out < 0) {
    close(in);
    return -1;
  }
  ssize_t n;
  long long total = 0;
  while ((n = read(in, buf, sizeof buf)) > 0 && total <= limit) {
    write_all(out, buf, (size_t)n);
    total += n;
  }
  close(in);
  close(out);
  return 0;
}

static int fresh_box(long long bytes) {
  char opts[64];
  umount2("/box", MNT_DETACH); /* the previous run's tmpfs, if any */
  snprintf(opts, sizeof opts, "size=%lld,mode=1777", bytes);
  return mount("tmpfs", "/box", "tmpfs", MS_NOSUID | MS_NODEV, opts);
}

static void run(const struct cmd *c, struct result *r) {
  memset(r, 0, sizeof *r);
  r->reason = "none";
  if (c->uid <= 0 || c->gid <= 0) {
    report_setup(EPERM, "refusing to run the program as root");
    return;
  }
  if (fresh_box(c->box_bytes) != 0) {
    report_setup(errno, "mount /box");
    return;
  }
  int in_fd;
  if (c->in) {
    in_fd = open(c->in, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  } else {
    int p[2];
    if (pipe2(p, O_CLOEXEC) != 0) { report_setup(errno, "pipe"); return; }
    close(p[1]);
    in_fd = p[0];
  }
  if (in_fd < 0) { report_setup(errno, "open stdin"); return; }
  int out_fd = open_out(c->out);
  int err_fd = open_out(c->err);
  int ep[2];
  if (out_fd < 0 || err_fd < 0 || pipe2(ep, O_CLOEXEC) != 0) {
    int e = errno;
    close(in_fd);
    if (out_fd >= 0) close(out_fd);
    if (err_fd >= 0) close(err_fd);
    report_setup(e, "open stdout/stderr");
    return;
  }

  long long start = now_us();
  pid_t pid = fork();
  if (pid < 0) {
    int e = errno;
    close(in_fd);
    close(out_fd);
    close(err_fd);
    close(ep[0]);
    close(ep[1]);
    report_setup(e, "fork");
    return;
  }
  if (pid == 0) child(c, in_fd, out_fd, err_fd, ep[1]);
  close(ep[1]);
  close(in_fd);
  close(err_fd);

  int exec_errno = 0;
  ssize_t n;
  do n = read(ep[0], &exec_errno, sizeof exec_errno);
  while (n < 0 && errno == EINTR);
  close(ep[0]);
  if (n <= 0) exec_errno = 0;
  if (exec_errno) { r->reason = "exec"; r->err = exec_errno; }

  int main_status = 0, main_done = 0, killed = 0;
  long long cpu_us = 0; /* of reaped processes, from wait4 */
  /* Idle time: intervals between two samples that both found no busy process. */
  long long idle_ms = 0, last_ms = 0;
  int was_busy = 1;
  for (;;) {
    pid_t w;
    int st;
    struct rusage ru;
    /* Reap every zombie: orphans are reparented to us, PID 1. */
    while ((w = wait4(-1, &st, WNOHANG, &ru)) > 0) {
      cpu_us += (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000LL + ru.ru_utime.tv_usec +
                ru.ru_stime.tv_usec;
      if (ru.ru_maxrss > r->maxrss_kb) r->maxrss_kb = ru.ru_maxrss;
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
      int busy;
      sample(&ticks, &pages, &busy);
      if (!busy && !was_busy) idle_ms += elapsed_ms - last_ms;
      was_busy = busy;
      last_ms = elapsed_ms;
      long long cpu_ms = cpu_us / 1000 + ticks * 1000 / clk;
      long long rss_kb = pages * page_kb;
      if (rss_kb > r->peak_kb) r->peak_kb = rss_kb;
      const char *why = NULL;
      if (c->mem_kb > 0 && rss_kb > c->mem_kb) why = "memory";
      else if (c->cpu_ms > 0 && cpu_ms > c->cpu_ms) why = "cpu";
      else if (c->wall_ms > 0 && elapsed_ms >= c->wall_ms) why = "wall";
      else if (c->idle_ms > 0 && idle_ms >= c->idle_ms) why = "idle";
      if (why) {
        r->reason = why;
        kill(-1, SIGKILL);
        killed = 1;
      }
    }
    int timeout = SAMPLE_MS;
    if (c->wall_ms > 0 && !killed) {
      long long left = c->wall_ms - elapsed_ms;
      if (left < timeout) timeout = left < 1 ? 1 : (int)left;
    }
    struct pollfd pfd = {sfd, POLLIN, 0};
    poll(&pfd, 1, killed ? 50 : timeout);
    struct signalfd_siginfo si;
    while (read(sfd, &si, sizeof si) > 0) { /* drain; wait4 does the work */ }
  }

  r->wall_us = now_us() - start;
  r->cpu_us = cpu_us;
  struct stat sb;
  r->out_bytes = fstat(out_fd, &sb) == 0 ? (long long)sb.st_size : -1;
  close(out_fd);
  r->exited = main_done && WIFEXITED(main_status);
  r->code = r->exited ? WEXITSTATUS(main_status) : 0;
  r->sig = main_done && WIFSIGNALED(main_status) ? WTERMSIG(main_status) : 0;
  remove_ipc();
  if (c->export_name && !exec_errno && export_file(c->export_name, c->fsize) != 0) {
    report_setup(errno, "export");
    return;
  }
  report(r);
}

int main(void) {
  if (getpid() != 1) {
    report_setup(EINVAL, "must run as PID 1 (bwrap --as-pid-1 --unshare-pid)");
    return 1;
  }
  prctl(PR_SET_DUMPABLE, 0); /* keeps /proc/1/fd and friends closed to the program */
  clk = sysconf(_SC_CLK_TCK);
  page_kb = sysconf(_SC_PAGESIZE) / 1024;
  signal(SIGPIPE, SIG_IGN);

  sigset_t mask;
  sigemptyset(&mask);
  sigaddset(&mask, SIGCHLD);
  sigprocmask(SIG_BLOCK, &mask, NULL);
  sfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
  if (sfd < 0) {
    report_setup(errno, "signalfd");
    return 1;
  }
  write_all(1, "reaper1 ready\n", 14);

  static char buf[REQ_MAX];
  static char *args[MAX_ARGS + 1];
  for (;;) {
    int argc = read_request(buf, args);
    if (argc == 0) return 0; /* the judge closed the pipe */
    struct cmd c;
    if (argc < 0 || parse_cmd(argc, args, &c) != 0) {
      report_setup(EINVAL, "bad request");
      if (argc < 0) return 1; /* cannot resynchronise */
      continue;
    }
    struct result r;
    run(&c, &r);
  }
}
