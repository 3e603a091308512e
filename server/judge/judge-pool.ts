// Worker slots: at most one job per slot, at most one slot per core. Jobs wait in FIFO order.
import os from 'node:os';
import path from 'node:path';
import { SandboxSlot } from './sandbox-slot.js';

export function effectiveConcurrency(requested?: number): number {
  const cores = Math.max(1, os.availableParallelism());
  const want = requested && requested > 0 ? Math.floor(requested) : cores;
  return Math.max(1, Math.min(want, cores));
}

export class JudgePool {
  readonly slots: SandboxSlot[];
  private free: SandboxSlot[];
  private waiting: ((slot: SandboxSlot) => void)[] = [];

  constructor(uids: number[], rootDir: string, reaper: string) {
    this.slots = uids.map((uid, i) => new SandboxSlot(i, uid, path.join(rootDir, `slot-${i}`), reaper));
    this.free = [...this.slots];
  }

  get concurrency(): number {
    return this.slots.length;
  }

  async withSlot<T>(job: (slot: SandboxSlot) => Promise<T>): Promise<T> {
    const slot = this.free.pop() ?? (await new Promise<SandboxSlot>((resolve) => this.waiting.push(resolve)));
    try {
      return await job(slot);
    } finally {
      const next = this.waiting.shift();
      if (next) next(slot);
      else this.free.push(slot);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.close()));
  }
}
