/**
 * Measurement hooks for bench/typing-frame.ts: when the benchmark installs `__typingProbe` before
 * the page loads, keys and painted frames are reported to it; otherwise these cost one check.
 */
interface TypingProbe {
  key(at: number): void;
  /** A frame: its rAF time and when its drawing was issued. */
  frame(start: number, drawn: number): void;
  /** A game's loop starts: keys pressed before it (on the start or game-over screen) drew no game frame. */
  loopStart(): void;
}

const probe = (): TypingProbe | undefined => (globalThis as { __typingProbe?: TypingProbe }).__typingProbe;

export function markKey(at: number): void {
  probe()?.key(at);
}

export function markFrame(start: number, drawn: number): void {
  probe()?.frame(start, drawn);
}

export function markLoopStart(): void {
  probe()?.loopStart();
}
