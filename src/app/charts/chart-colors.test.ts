import { describe, expect, it } from 'vitest';
import { verdictLabels } from '../../features/oj/oj-meta';
import { verdictColors } from './chart-colors';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('verdict colours', () => {
  it('give every verdict its own colour, readable on white and under white text', () => {
    const colours = Object.values(verdictColors);
    expect(new Set(colours).size).toBe(colours.length);
    for (const [verdict, hex] of Object.entries(verdictColors)) expect(contrastOnWhite(hex), verdict).toBeGreaterThanOrEqual(4.5);
  });

  it('are the verdict tags’ colours too', () => {
    for (const [verdict, hex] of Object.entries(verdictColors)) expect(verdictLabels[verdict]?.color, verdict).toBe(hex);
  });
});
