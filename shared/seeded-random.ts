/**
 * Reproducible randomness: the same seed gives the same sequence on every JavaScript engine,
 * so a random paper re-draws the very questions a student saw and the demo term is the same school
 * on every fresh start.
 */
/** A seed (a number or text such as "exam-12:student-34") as 32 bits (FNV-1a). */
export function seedBits(seed: number | string): number {
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and the same on every JavaScript engine. */
export function seededRandom(seed: number | string): () => number {
  let a = seedBits(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

