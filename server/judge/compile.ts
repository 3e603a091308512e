// Compiles (or, for Python, syntax-checks) one source inside a slot's sandbox and files the
// artifact into its compile-cache folder. Compilers never run outside the sandbox.
import { chmodSync, lstatSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CompileOutcome } from './compile-cache.js';
import { SANDBOX_ENV, type LanguageSpec } from './languages.js';
import { displayText } from './display-text.js';
import { MSG } from './messages.js';
import { readFileSafeOrEmpty, truncateText } from './safe-read.js';
import type { SandboxSlot } from './sandbox-slot.js';

export interface CompileSettings {
  timeMs: number;
  memoryKb: number;
}

const MESSAGE_CHARS = 8000;
const MESSAGE_LINES = 120;

/** Compiler output for people: bounded, with our sandbox paths taken out. */
export function cleanCompilerMessage(raw: string, sourceName: string): string {
  let text = raw.split(`/prog/${sourceName}`).join(sourceName).split('/box/').join('');
  const lines = text.split('\n');
  if (lines.length > MESSAGE_LINES) text = `${lines.slice(0, MESSAGE_LINES).join('\n')}\n… (truncated)`;
  return truncateText(text, MESSAGE_CHARS).trimEnd();
}

export async function compileInSlot(
  slot: SandboxSlot,
  lang: LanguageSpec,
  source: string,
  targetDir: string,
  settings: CompileSettings,
): Promise<CompileOutcome> {
  slot.stage([{ name: lang.sourceName, data: source }]);
  const report = await slot.exec({
    argv: lang.compile,
    cpuMs: settings.timeMs,
    wallMs: settings.timeMs * 2 + 1000,
    memoryKb: settings.memoryKb,
    processes: 64,
    fileBytes: 128 << 20,
    stackBytes: 256 << 20,
    boxBytes: 512 << 20,
    stdout: '/io/cc.out',
    stderr: '/io/cc.err',
    env: SANDBOX_ENV,
    exportName: lang.artifactName ?? undefined,
  });
  const raw =
    displayText(readFileSafeOrEmpty(slot.io('cc.err'), 64 * 1024).data) +
    displayText(readFileSafeOrEmpty(slot.io('cc.out'), 16 * 1024).data);
  const message = cleanCompilerMessage(raw, lang.sourceName);

  if (report.reason === 'setup' || report.reason === 'exec') {
    return { ok: false, systemError: true, message: MSG.execFailed(`${lang.compile[0]} (errno ${report.errno})`) };
  }
  if (report.reason === 'cpu' || report.reason === 'wall') {
    return { ok: false, message: `编译超时。Compilation exceeded the time limit.\n${message}`.trim() };
  }
  if (report.reason === 'memory') {
    return { ok: false, message: `编译内存超限。Compilation exceeded the memory limit.\n${message}`.trim() };
  }
  if (!report.exited || report.exitCode !== 0) {
    return { ok: false, message: message || `compiler failed (exit ${report.exitCode}, signal ${report.signal})` };
  }

  const file = path.join(targetDir, lang.runFile);
  if (lang.artifactName) {
    const artifact = slot.io(lang.artifactName);
    let st;
    try {
      st = lstatSync(artifact);
    } catch {
      return { ok: false, message: message || 'the compiler produced no program' };
    }
    if (!st.isFile()) return { ok: false, message: 'the compiler output is not a regular file' };
    renameSync(artifact, file); // same file system: no copy
    chmodSync(file, 0o755);
  } else {
    writeFileSync(file, source, { mode: 0o644 });
  }
  return { ok: true, file, message: message || undefined };
}
