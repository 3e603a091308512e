/// <reference lib="webworker" />
import { pyodideBase, pyodideSnapshotFile } from '../../../shared/pyodide-assets';
import { stdinHeaderBytes, type FromWorker, type ToWorker, type TurtleOp } from './python-protocol';
import { turtleModule } from './turtle-py';

/**
 * Runs students' Python in this worker so a long or endless program never freezes the page.
 * input() blocks on a shared buffer the page fills; Stop sets the interrupt buffer (SIGINT).
 */
type Pyodide = {
  runPythonAsync(code: string, options?: { globals?: unknown }): Promise<unknown>;
  setStdout(options: { write(buffer: Uint8Array): number }): void;
  setStderr(options: { write(buffer: Uint8Array): number }): void;
  setStdin(options: { stdin(): string | null; isatty?: boolean }): void;
  setInterruptBuffer(buffer: Uint8Array): void;
  checkInterrupt(): void;
  registerJsModule(name: string, module: object): void;
  FS: { writeFile(path: string, data: string): void };
  globals: { get(name: string): unknown };
  toPy(value: unknown): { destroy(): void };
};

const post = (message: FromWorker) => self.postMessage(message);
let pyodide: Pyodide | null = null;
let interrupt: Uint8Array | null = null;
let stdinControl: Int32Array | null = null;
let stdinBytes: Uint8Array | null = null;
/** Input given with the run, on pages without the shared buffer: null when none was given. */
let presetLines: string[] | null = null;

/** Turtle steps are sent in batches: one message per step would flood the page on a big drawing. */
let turtleOps: TurtleOp[] = [];
const flushTurtle = () => {
  if (turtleOps.length) post({ type: 'turtle', ops: turtleOps });
  turtleOps = [];
};

function writer(stream: 'stdout' | 'stderr') {
  const decoder = new TextDecoder();
  return {
    write(buffer: Uint8Array) {
      flushTurtle();
      post({ type: 'out', stream, text: decoder.decode(buffer, { stream: true }) });
      return buffer.length;
    },
  };
}

function readLine(): string | null {
  flushTurtle();
  if (!stdinControl || !stdinBytes) throw new Error('input-unavailable');
  Atomics.store(stdinControl, 0, 0);
  post({ type: 'input' });
  Atomics.wait(stdinControl, 0, 0);
  // Stop while waiting for input: the page wakes us with the interrupt set.
  pyodide!.checkInterrupt();
  const length = Atomics.load(stdinControl, 1);
  return `${new TextDecoder().decode(stdinBytes.slice(stdinHeaderBytes, stdinHeaderBytes + length))}\n`;
}

async function start(message: Extract<ToWorker, { type: 'init' }>) {
  const started = performance.now();
  // Marks of the start-up phases, read by the cold-start benchmark (bench/classroom.ts).
  performance.mark('pyodide-import-start');
  // The snapshot downloads while pyodide.mjs, the wasm and the standard library load; without it
  // (a build that has none) Python starts the long way.
  const snapshot = fetch(`${pyodideBase}${pyodideSnapshotFile}`).then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`snapshot ${r.status}`))));
  snapshot.catch(() => undefined);
  const { loadPyodide } = (await import(/* @vite-ignore */ `${pyodideBase}pyodide.mjs`)) as { loadPyodide(options: { indexURL: string; _loadSnapshot?: Promise<ArrayBuffer> }): Promise<Pyodide> };
  performance.mark('pyodide-imported');
  try {
    pyodide = await loadPyodide({ indexURL: pyodideBase, _loadSnapshot: snapshot });
  } catch {
    pyodide = await loadPyodide({ indexURL: pyodideBase });
  }
  performance.mark('pyodide-loaded');
  pyodide.setStdout(writer('stdout'));
  pyodide.setStderr(writer('stderr'));
  if (message.stdin) {
    stdinControl = new Int32Array(message.stdin, 0, 2);
    stdinBytes = new Uint8Array(message.stdin);
    pyodide.setStdin({ stdin: readLine, isatty: false });
  } else {
    pyodide.setStdin({
      stdin: () => {
        if (!presetLines) throw new Error('input-unavailable');
        // Past the last given line input() meets the end of input (EOFError), as with a file.
        const line = presetLines.shift();
        return line === undefined ? null : `${line}\n`;
      },
    });
  }
  if (message.interrupt) {
    interrupt = new Uint8Array(message.interrupt);
    pyodide.setInterruptBuffer(interrupt);
  }
  pyodide.registerJsModule('_turtle_bridge', {
    send(op: { toJs?(o: object): unknown }) {
      turtleOps.push((op.toJs ? op.toJs({ dict_converter: Object.fromEntries }) : op) as TurtleOp);
      if (turtleOps.length >= 200) flushTurtle();
    },
  });
  pyodide.FS.writeFile('/home/pyodide/turtle.py', turtleModule);
  performance.mark('python-ready');
  post({ type: 'ready', ms: Math.round(performance.now() - started) });
}

/** The error's last line (type and message) is what a child can act on; the worker's own frames are noise. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text.trim().split('\n');
  const userFrames = lines.filter((l) => l.includes('File "<exec>"'));
  const lastFrame = userFrames.at(-1)?.match(/line (\d+)/);
  const last = lines.at(-1) ?? text;
  return lastFrame ? `第 ${lastFrame[1]} 行：${last}` : last;
}

async function run(code: string, stdin?: string) {
  const started = performance.now();
  presetLines = stdin === undefined ? null : stdin.split('\n');
  if (interrupt) interrupt[0] = 0;
  let error: string | null = null;
  try {
    // Each run starts from fresh globals, as a new program would; the turtle module is reloaded with it.
    await pyodide!.runPythonAsync('import sys\nsys.modules.pop("turtle", None)\n');
    const globals = pyodide!.toPy({});
    try {
      await pyodide!.runPythonAsync(code, { globals });
    } finally {
      globals.destroy();
    }
  } catch (e) {
    error = errorText(e);
  }
  flushTurtle();
  post({ type: 'done', error, ms: Math.round(performance.now() - started) });
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'init') void start(message);
  else void run(message.code, message.stdin);
};
