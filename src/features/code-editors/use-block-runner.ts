import type * as Blockly from 'blockly';
import { javascriptGenerator } from 'blockly/javascript';
import { useEffect, useRef, useState, type RefObject } from 'react';

/** A loop gives the page a chance to stop it: the generated code counts iterations and gives up past this. */
const loopLimit = 1_000_000;

export interface OutputLine {
  text: string;
  kind: string;
}

/**
 * Runs a block workspace's program in the block worker (never on the page, so an endless loop
 * cannot freeze it), with the program's output lines and a Stop that ends the worker. The block
 * editor, a shared work's page and the community's work page all run blocks through this.
 */
export function useBlockRunner(workspace: RefObject<Blockly.Workspace | null>) {
  const worker = useRef<Worker | null>(null);
  const [lines, setLines] = useState<OutputLine[]>([]);
  useEffect(() => () => worker.current?.terminate(), []);

  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
    setLines((l) => [...l, { text: '程序已被停止', kind: 'error' }]);
  };

  const run = () => {
    if (!workspace.current) return;
    worker.current?.terminate();
    javascriptGenerator.INFINITE_LOOP_TRAP = `if (--loopBudget < 0) throw new Error('循环次数太多，程序已停止');\n`;
    const code = `let loopBudget = ${loopLimit};\n${javascriptGenerator.workspaceToCode(workspace.current)}`;
    const next = new Worker(new URL('./block-worker.ts', import.meta.url), { type: 'module' });
    worker.current = next;
    setLines([]);
    next.onmessage = (event: MessageEvent<{ type: 'out' | 'done'; text?: string; error?: string | null }>) => {
      if (event.data.type === 'out') setLines((l) => [...l, { text: event.data.text!, kind: 'stdout' }]);
      else {
        setLines((l) => [...l, event.data.error ? { text: event.data.error, kind: 'error' } : { text: '程序运行结束', kind: 'info' }]);
        next.terminate();
        if (worker.current === next) worker.current = null;
      }
    };
    next.postMessage({ code });
  };

  return { lines, setLines, run, stop };
}
