import { describe, expect, it } from 'vitest';
import { renderSamples } from './sound';

describe('typing sounds rendered ahead', () => {
  it('plays the notes one after another for their lengths', () => {
    // hit: 50 ms then 70 ms.
    expect(renderSamples('hit', 48_000)).toHaveLength(2400 + 3360);
    expect(renderSamples('key', 44_100)).toHaveLength(1323);
  });

  it('stays soft and fades each note out', () => {
    const samples = renderSamples('wrong', 48_000);
    const peak = (from: number, to: number) => Math.max(...Array.from(samples.subarray(from, to), Math.abs));
    expect(peak(0, samples.length)).toBeLessThanOrEqual(0.08);
    expect(peak(0, 100)).toBeGreaterThan(0.07);
    expect(peak(samples.length - 100, samples.length)).toBeLessThan(0.001);
  });

  it('sounds each wave at its pitch', () => {
    // A 880 Hz sine crosses zero upwards 880 times a second: 26 or 27 times in its 30 ms.
    const samples = renderSamples('key', 48_000);
    let rising = 0;
    for (let i = 1; i < samples.length; i += 1) if (samples[i - 1] < 0 && samples[i] >= 0) rising += 1;
    expect(rising).toBeGreaterThanOrEqual(26);
    expect(rising).toBeLessThanOrEqual(27);
  });
});
