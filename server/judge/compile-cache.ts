// Compile cache keyed by sha256(language, compile command, source): a resubmitted or shared
// source (and a problem's checker) is compiled once. Concurrent requests for the same key share
// one compilation. Entries are files in a root-only folder; least recently used ones are evicted.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export type CompileOutcome =
  | { ok: true; file: string; message?: string }
  | { ok: false; message: string; systemError?: boolean };

export class CompileCache {
  private entries = new Map<string, CompileOutcome>();
  private inflight = new Map<string, Promise<CompileOutcome>>();

  constructor(
    readonly dir: string,
    private readonly maxEntries: number,
  ) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  static key(parts: string[]): string {
    const h = createHash('sha256');
    for (const p of parts) h.update(`${Buffer.byteLength(p)}:`).update(p);
    return h.digest('hex');
  }

  /** Folder where the compiler of `key` should leave its artifact. */
  entryDir(key: string): string {
    const d = path.join(this.dir, key);
    mkdirSync(d, { recursive: true, mode: 0o755 });
    return d;
  }

  get(key: string, compile: () => Promise<CompileOutcome>): Promise<CompileOutcome> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key); // re-insert: Map order is our LRU order
      this.entries.set(key, hit);
      return Promise.resolve(hit);
    }
    let p = this.inflight.get(key);
    if (!p) {
      p = compile().then((outcome) => {
        // System errors are not the source's fault: don't remember them.
        if (outcome.ok || !outcome.systemError) this.remember(key, outcome);
        return outcome;
      });
      p.finally(() => this.inflight.delete(key)).catch(() => {});
      this.inflight.set(key, p);
    }
    return p;
  }

  private remember(key: string, outcome: CompileOutcome): void {
    this.entries.set(key, outcome);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
      // Slots that staged this file keep their hard link, so deleting is safe at any time.
      rmSync(path.join(this.dir, oldest), { recursive: true, force: true });
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
