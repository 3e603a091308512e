/// <reference lib="webworker" />
/**
 * Runs the JavaScript generated from a block work away from the page, so an endless loop of
 * blocks never freezes it; Stop terminates this worker. print (Blockly's text_print) and
 * the loop trap are the only things the program reaches.
 */
self.onmessage = (event: MessageEvent<{ code: string }>) => {
  const print = (value: unknown) => self.postMessage({ type: 'out', text: `${String(value)}\n` });
  try {
    new Function('print', 'window', event.data.code)(print, { alert: print });
    self.postMessage({ type: 'done', error: null });
  } catch (error) {
    self.postMessage({ type: 'done', error: error instanceof Error ? error.message : String(error) });
  }
};
