// The bubblewrap command line of a slot sandbox: the smallest file system the compilers and
// programs need, all read-only except /box (a fresh tmpfs per run, mounted by the reaper) and
// /io (root-only, where the reaper puts stdin/stdout files the program only sees as fds).
import { lstatSync, readlinkSync } from 'node:fs';

export interface SlotPaths {
  /** Host folder bound read-only at /prog: the staged program (and checker files). */
  progDir: string;
  /** Host folder bound at /io, mode 0700 root: program stdin/stdout/stderr files. */
  ioDir: string;
  /** The compiled reaper binary. */
  reaper: string;
}

/** /bin, /lib... are symlinks into /usr on merged-/usr systems and real folders elsewhere. */
function topLevel(name: string): string[] {
  try {
    const st = lstatSync(`/${name}`);
    if (st.isSymbolicLink()) return ['--symlink', readlinkSync(`/${name}`), `/${name}`];
    if (st.isDirectory()) return ['--ro-bind', `/${name}`, `/${name}`];
  } catch {
    // absent on this system
  }
  return [];
}

export function bwrapArgs(p: SlotPaths): string[] {
  return [
    '--unshare-pid', '--unshare-net', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try',
    '--die-with-parent', '--new-session', '--as-pid-1',
    '--hostname', 'judge',
    '--ro-bind', '/usr', '/usr',
    ...topLevel('bin'), ...topLevel('sbin'), ...topLevel('lib'), ...topLevel('lib64'), ...topLevel('lib32'),
    // Only the loader cache from /etc: no passwd/shadow/hosts, nothing secret.
    '--perms', '0755', '--dir', '/etc',
    '--ro-bind-try', '/etc/ld.so.cache', '/etc/ld.so.cache',
    '--proc', '/proc',
    '--dev', '/dev',
    '--perms', '0755', '--dir', '/box',
    '--symlink', 'box', '/tmp',
    '--ro-bind', p.progDir, '/prog',
    '--bind', p.ioDir, '/io',
    '--ro-bind', p.reaper, '/reaper',
    '--chdir', '/',
    '--clearenv',
    '/reaper',
  ];
}
