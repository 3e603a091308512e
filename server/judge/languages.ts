// The language table: how each language is compiled and run inside the sandbox, and how its limits scale.
// Paths are absolute because the sandbox has no shell and a minimal PATH; /prog holds the staged
// source or binary (read-only), /box is the writable per-run tmpfs and the working directory.
import type { LanguageId } from './types.js';

export interface LanguageSpec {
  id: LanguageId;
  label: string;
  /** File name of the source inside /prog. */
  sourceName: string;
  /** Compiler command (argv); its output artifact is /box/<artifactName>. Python only syntax-checks. */
  compile: string[];
  /** Name of the compiled file copied out of /box, or null when the source itself is run. */
  artifactName: string | null;
  /** Run command (argv); /prog/<runFile> is the staged artifact (or source). */
  run: string[];
  runFile: string;
  /** Effective limits: base * factor + extra. */
  timeFactor: number;
  timeExtraMs: number;
  memoryFactor: number;
  memoryExtraKb: number;
  /** Processes/threads the program may have at once (RLIMIT_NPROC for the slot uid). */
  maxProcesses: number;
}

/** C and C++ alike: one native binary run as built, with no time or memory allowance beyond the problem's. */
const nativeProgram = {
  artifactName: 'main',
  run: ['/prog/main'],
  runFile: 'main',
  timeFactor: 1,
  timeExtraMs: 0,
  memoryFactor: 1,
  memoryExtraKb: 0,
  maxProcesses: 16,
} satisfies Partial<LanguageSpec>;

export const LANGUAGES: Record<LanguageId, LanguageSpec> = {
  c: {
    id: 'c',
    label: 'C11 (gcc -O2)',
    sourceName: 'main.c',
    compile: ['/usr/bin/gcc', '-std=c11', '-O2', '-pipe', '-DONLINE_JUDGE', '-o', '/box/main', '/prog/main.c', '-lm'],
    ...nativeProgram,
  },
  cpp: {
    id: 'cpp',
    label: 'C++17 (g++ -O2)',
    sourceName: 'main.cpp',
    compile: ['/usr/bin/g++', '-std=c++17', '-O2', '-pipe', '-DONLINE_JUDGE', '-o', '/box/main', '/prog/main.cpp'],
    ...nativeProgram,
  },
  python3: {
    id: 'python3',
    label: 'Python 3',
    sourceName: 'main.py',
    // py_compile reports syntax errors as CE before any test runs; the cache prefix keeps /prog read-only.
    compile: ['/usr/bin/python3', '-m', 'py_compile', '/prog/main.py'],
    artifactName: null,
    // -B: never write .pyc; -S is not used so the standard site-packages stay importable.
    run: ['/usr/bin/python3', '-B', '/prog/main.py'],
    runFile: 'main.py',
    // The interpreter is ~30-50x slower than -O2 C; 3x plus startup is the usual compromise.
    timeFactor: 3,
    timeExtraMs: 100,
    // The interpreter itself needs ~10 MB, objects are larger than in C.
    memoryFactor: 2,
    memoryExtraKb: 16 * 1024,
    maxProcesses: 16,
  },
};

/** Environment of every sandboxed process (compile and run); nothing is inherited from the server. */
export const SANDBOX_ENV = [
  'PATH=/usr/bin:/bin',
  'HOME=/box',
  'TMPDIR=/box',
  'LANG=C.UTF-8',
  'LC_ALL=C.UTF-8',
  'PYTHONIOENCODING=utf-8',
  'PYTHONPYCACHEPREFIX=/box/.pycache',
  'ONLINE_JUDGE=1',
];

export function isLanguage(id: string): id is LanguageId {
  return Object.prototype.hasOwnProperty.call(LANGUAGES, id);
}
