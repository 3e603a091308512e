import { randomInt } from 'node:crypto';

/**
 * Draws a built-in captcha's characters as an SVG picture. Every character is drawn as
 * distorted pen strokes (paths, never text), so reading it takes eyes rather than a parser;
 * lines and dots over it make guessing from the stroke layout harder still.
 */

/** Pen strokes on a 4 × 6 grid (y grows downwards). Only characters no one confuses with another. */
const glyphs: Record<string, number[][][]> = {
  '2': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [0, 6], [4, 6]]],
  '3': [[[0, 0], [4, 0], [2, 2.5], [3.5, 3], [4, 4.5], [3, 6], [1, 6], [0, 5]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '5': [[[4, 0], [0, 0], [0, 2.5], [3, 2.5], [4, 3.5], [4, 5], [3, 6], [0, 6]]],
  '6': [[[3.5, 0], [1, 1.5], [0, 4], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [1, 3], [0, 4]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '8': [[[1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1, 3], [0, 4], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [1, 3], [0, 2], [0, 1], [1, 0]]],
  '9': [[[0.5, 6], [3, 4.5], [4, 2], [4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [3, 3], [4, 2]]],
  A: [[[0, 6], [2, 0], [4, 6]], [[0.7, 4], [3.3, 4]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.5]], [[1.3, 2.7], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  W: [[[0, 0], [1, 6], [2, 2], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
};

export const captchaAlphabet = Object.keys(glyphs).join('');

const width = 160;
const height = 60;
const inks = ['#1d3557', '#6a040f', '#283618', '#3c096c', '#7f4f24', '#023e8a'];

/** A random number in [min, max) from the cryptographic generator (the layout must not be predictable either). */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

const fixed = (n: number) => n.toFixed(1);

function characterPaths(char: string, index: number, count: number): string {
  const cell = (width - 20) / count;
  const originX = 10 + index * cell + between(2, cell - 22);
  const originY = between(8, 14);
  const scaleX = between(3.8, 5);
  const scaleY = between(6, 7.2);
  const angle = (between(-22, 22) * Math.PI) / 180;
  const skew = between(-0.3, 0.3);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const place = ([gx, gy]: number[]) => {
    // Each point wobbles a little, so no two drawings of a character share a shape.
    const x = (gx + between(-0.25, 0.25) - 2 + skew * (gy - 3)) * scaleX;
    const y = (gy + between(-0.2, 0.2) - 3) * scaleY;
    return `${fixed(originX + 2 * scaleX + x * cos - y * sin)} ${fixed(originY + 3 * scaleY + x * sin + y * cos)}`;
  };
  const ink = inks[randomInt(0, inks.length)];
  const stroke = fixed(between(2.2, 3.4));
  return glyphs[char]
    .map((line) => `<path d="M${line.map(place).join(' L')}" stroke="${ink}" stroke-width="${stroke}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`)
    .join('');
}

function noise(): string {
  const parts: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const [x1, y1, cx, cy, x2, y2] = [between(0, 30), between(5, 55), between(40, 120), between(-20, 80), between(130, 160), between(5, 55)];
    parts.push(`<path d="M${fixed(x1)} ${fixed(y1)} Q${fixed(cx)} ${fixed(cy)} ${fixed(x2)} ${fixed(y2)}" stroke="${inks[randomInt(0, inks.length)]}" stroke-width="${fixed(between(1, 2))}" fill="none" opacity="0.7"/>`);
  }
  for (let i = 0; i < 40; i += 1) {
    parts.push(`<circle cx="${fixed(between(0, width))}" cy="${fixed(between(0, height))}" r="${fixed(between(0.6, 1.6))}" fill="${inks[randomInt(0, inks.length)]}"/>`);
  }
  return parts.join('');
}

/** Random characters from the captcha alphabet. */
export function randomCaptchaText(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += captchaAlphabet[randomInt(0, captchaAlphabet.length)];
  return text;
}

/** The picture as a data URL an <img> shows directly. */
export function drawCaptcha(text: string): string {
  const chars = [...text].map((char, index) => characterPaths(char, index, text.length)).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f1ea"/>${chars}${noise()}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
