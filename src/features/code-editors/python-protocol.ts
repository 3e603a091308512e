/**
 * Messages between the Python editor and its worker. A run may carry its input up front (one line
 * per input() call) for pages that are not cross-origin isolated and so cannot answer input() live.
 */
export type ToWorker = { type: 'init'; interrupt: SharedArrayBuffer | null; stdin: SharedArrayBuffer | null } | { type: 'run'; code: string; stdin?: string };

export type TurtleOp =
  | { op: 'line'; x1: number; y1: number; x2: number; y2: number; color: string; width: number }
  | { op: 'dot'; x: number; y: number; size: number; color: string }
  | { op: 'write'; x: number; y: number; text: string; color: string }
  | { op: 'pose'; x: number; y: number; heading: number; visible: boolean }
  | { op: 'bgcolor'; color: string }
  | { op: 'clear' };

export type FromWorker =
  | { type: 'ready'; ms: number }
  | { type: 'out'; text: string; stream: 'stdout' | 'stderr' }
  | { type: 'input' }
  | { type: 'turtle'; ops: TurtleOp[] }
  | { type: 'done'; error: string | null; ms: number };

/** The stdin buffer: word 0 is the handshake (0 waiting, 1 answered), word 1 the byte length, text from byte 8. */
export const stdinHeaderBytes = 8;
export const stdinBufferBytes = 64 * 1024;
