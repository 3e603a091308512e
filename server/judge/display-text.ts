// Turns what a program printed into text a person can read and a database can store. PostgreSQL
// text and jsonb refuse the NUL character (and jsonb a lone UTF-16 surrogate), so a program that
// prints "3\0" must not turn its verdict into a failed database write: such characters are shown
// escaped, the way a teacher would write them.

/** Decodes UTF-8, showing NUL as `\0` and every byte that is not valid UTF-8 as `\xNN`. */
export function displayText(bytes: Buffer): string {
  let text = '';
  let start = 0;
  let i = 0;
  const flush = (end: number) => {
    if (end > start) text += bytes.subarray(start, end).toString('utf8');
  };
  while (i < bytes.length) {
    const length = validSequenceLength(bytes, i);
    if (length > 0 && bytes[i] !== 0) {
      i += length;
      continue;
    }
    flush(i);
    text += bytes[i] === 0 ? '\\0' : `\\x${bytes[i].toString(16).padStart(2, '0').toUpperCase()}`;
    i += 1;
    start = i;
  }
  flush(i);
  return text;
}

/**
 * A read cut at a size limit may end inside a multi-byte character: those last bytes are dropped
 * rather than shown as \xNN, which would look like the program's fault.
 */
export function withoutCutCharacter(bytes: Buffer): Buffer {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const c = bytes[bytes.length - back];
    if (c < 0x80) return bytes; // ASCII: nothing cut
    if (c >= 0xc0) {
      if (c < 0xc2 || c > 0xf4) return bytes; // never starts a character: not a cut
      const need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
      return need > back ? bytes.subarray(0, bytes.length - back) : bytes;
    }
  }
  return bytes;
}

/** Length of the well-formed UTF-8 sequence starting at `i`, 0 when the byte there starts none. */
function validSequenceLength(b: Buffer, i: number): number {
  const c = b[i];
  if (c < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf) => i + k < b.length && b[i + k] >= lo && b[i + k] <= hi;
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if (c >= 0xe1 && c <= 0xef && c !== 0xed) return cont(1) && cont(2) ? 3 : 0;
  if (c === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0; // no surrogates
  if (c === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (c >= 0xf1 && c <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (c === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/** The first `maxChars` characters (code points, so an emoji is never cut in half). */
export function leadingChars(text: string, maxChars: number): string {
  let end = 0;
  for (let n = 0; n < maxChars && end < text.length; n += 1) end += text.codePointAt(end)! > 0xffff ? 2 : 1;
  return text.slice(0, end);
}

/**
 * Any text about to be stored (a checker's message, a compiler's output, a run's stdout): NUL shown
 * as `\0`, a lone surrogate as U+FFFD. Leaves everything else as it is.
 */
export function storableText(text: string): string {
  return text.replace(/\u0000/g, '\\0').replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** storableText applied to every string inside a JSON value (per-test results before they go to jsonb). */
export function storableJson<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storableJson) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storableJson(v)])) as T;
  }
  return value;
}
