// Reads files that sandboxed code might have influenced: never follows a symlink, refuses
// anything but a regular file, and never reads more than asked (a FIFO or /dev/zero can't hang us).
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

export interface SafeRead {
  data: Buffer;
  /** Size of the file on disk (may exceed data.length). */
  size: number;
  truncated: boolean;
}

export function readFileSafe(file: string, maxBytes: number): SafeRead {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new Error(`${file} is not a regular file`);
    const want = Math.min(st.size, maxBytes);
    const data = Buffer.allocUnsafe(want);
    let got = 0;
    while (got < want) {
      const n = readSync(fd, data, got, want - got, got);
      if (n === 0) break;
      got += n;
    }
    return { data: data.subarray(0, got), size: st.size, truncated: st.size > got };
  } finally {
    closeSync(fd);
  }
}

/** Like readFileSafe, but a missing file reads as empty. */
export function readFileSafeOrEmpty(file: string, maxBytes: number): SafeRead {
  try {
    return readFileSafe(file, maxBytes);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { data: Buffer.alloc(0), size: 0, truncated: false };
    throw e;
  }
}

/** Cuts text for display at a character boundary and says so. */
export function truncateText(text: string, maxChars: number, note = '… (truncated)'): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars)}\n${note}`;
}
