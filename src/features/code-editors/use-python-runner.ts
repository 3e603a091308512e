import { useCallback, useEffect, useRef, useState } from 'react';
import { friendlyPythonError } from './friendly-error';
import { stdinBufferBytes, stdinHeaderBytes, type FromWorker, type TurtleOp } from './python-protocol';

export type RunState = 'loading' | 'idle' | 'running' | 'waiting-input';
export interface OutputLine {
  text: string;
  kind: 'stdout' | 'stderr' | 'input' | 'error' | 'info';
}

/** Stop asks Python to interrupt; a program that does not answer within this time loses its worker. */
const stopGraceMs = 1500;

/**
 * The page side of the Python worker: starts Pyodide once, runs programs, answers input() and
 * stops them. Without cross-origin isolation (no SharedArrayBuffer) Stop restarts the worker
 * and input() is unavailable.
 */
export function usePythonRunner(onTurtle: (ops: TurtleOp[]) => void) {
  const [state, setState] = useState<RunState>('loading');
  const [output, setOutput] = useState<OutputLine[]>([]);
  const [lastRunMs, setLastRunMs] = useState<number | null>(null);
  const worker = useRef<Worker | null>(null);
  const shared = useRef<{ interrupt: Uint8Array; stdin: Int32Array; bytes: Uint8Array } | null>(null);
  const stopTimer = useRef<number | null>(null);
  const turtle = useRef(onTurtle);
  turtle.current = onTurtle;

  const append = useCallback((line: OutputLine) => {
    setOutput((lines) => {
      const last = lines.at(-1);
      // Program output arrives in pieces; a piece continues the line it belongs to.
      if (last && last.kind === line.kind && (line.kind === 'stdout' || line.kind === 'stderr') && !last.text.endsWith('\n')) {
        return [...lines.slice(0, -1), { ...last, text: last.text + line.text }];
      }
      return [...lines, line];
    });
  }, []);

  const boot = useCallback(() => {
    worker.current?.terminate();
    setState('loading');
    performance.mark('python-worker-start');
    const next = new Worker(new URL('./python-worker.ts', import.meta.url), { type: 'module' });
    const isolated = typeof SharedArrayBuffer !== 'undefined' && self.crossOriginIsolated;
    if (isolated) {
      const interrupt = new SharedArrayBuffer(1);
      const stdin = new SharedArrayBuffer(stdinBufferBytes);
      shared.current = { interrupt: new Uint8Array(interrupt), stdin: new Int32Array(stdin, 0, 2), bytes: new Uint8Array(stdin) };
      next.postMessage({ type: 'init', interrupt, stdin });
    } else {
      shared.current = null;
      next.postMessage({ type: 'init', interrupt: null, stdin: null });
    }
    next.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'ready') setState('idle');
      else if (message.type === 'out') append({ text: message.text, kind: message.stream });
      else if (message.type === 'input') setState('waiting-input');
      else if (message.type === 'turtle') turtle.current(message.ops);
      else {
        if (stopTimer.current) window.clearTimeout(stopTimer.current);
        setLastRunMs(message.ms);
        if (message.error) append({ text: friendlyPythonError(message.error), kind: 'error' });
        else append({ text: `程序运行结束（${message.ms} 毫秒）`, kind: 'info' });
        setState('idle');
      }
    };
    worker.current = next;
  }, [append]);

  useEffect(() => {
    boot();
    return () => worker.current?.terminate();
  }, [boot]);

  /** `stdin` is the input given before the run, for pages that cannot answer input() live. */
  const run = useCallback((code: string, stdin?: string) => {
    setOutput([]);
    setState('running');
    worker.current?.postMessage({ type: 'run', code, ...(stdin === undefined ? {} : { stdin }) });
  }, []);

  const sendInput = useCallback(
    (text: string) => {
      const buffers = shared.current;
      if (!buffers) return;
      const encoded = new TextEncoder().encode(text).slice(0, stdinBufferBytes - stdinHeaderBytes);
      buffers.bytes.set(encoded, stdinHeaderBytes);
      Atomics.store(buffers.stdin, 1, encoded.length);
      Atomics.store(buffers.stdin, 0, 1);
      Atomics.notify(buffers.stdin, 0);
      append({ text: `${text}\n`, kind: 'input' });
      setState('running');
    },
    [append],
  );

  const stop = useCallback(() => {
    const buffers = shared.current;
    if (buffers) {
      buffers.interrupt[0] = 2; // SIGINT: Python raises KeyboardInterrupt at its next check.
      Atomics.store(buffers.stdin, 1, 0);
      Atomics.store(buffers.stdin, 0, 1);
      Atomics.notify(buffers.stdin, 0);
    }
    stopTimer.current = window.setTimeout(() => {
      append({ text: '程序已被停止', kind: 'error' });
      boot();
    }, buffers ? stopGraceMs : 0);
  }, [append, boot]);

  return { state, output, run, stop, sendInput, lastRunMs, liveInput: typeof SharedArrayBuffer !== 'undefined' && self.crossOriginIsolated, clear: () => setOutput([]) };
}
