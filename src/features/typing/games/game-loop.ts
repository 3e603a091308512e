import { markFrame, markLoopStart } from '../engine/frame-probe';

/**
 * One requestAnimationFrame loop for every game: calls `frame` with the seconds since the last
 * frame (at most 50 ms, so a background tab or a slow frame never teleports the words).
 */
export function startLoop(frame: (dt: number, now: number) => void): () => void {
  let last = performance.now();
  let handle = 0;
  const tick = (now: number) => {
    const dt = Math.min(0.05, Math.max(0, (now - last) / 1000));
    last = now;
    frame(dt, now);
    // When this frame's drawing was issued: the benchmark's end of a keystroke's way to the screen.
    markFrame(now, performance.now());
    handle = requestAnimationFrame(tick);
  };
  markLoopStart();
  handle = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(handle);
}
