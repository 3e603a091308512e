import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readTestDataZip, testDataLimits } from './test-data-zip';

const zip = (files: Record<string, string>) => zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])));
const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('readTestDataZip', () => {
  it('pairs .in with .out or .ans in natural order, in any folder', () => {
    const tests = readTestDataZip(zip({ '10.in': 'j', '10.out': 'J', 'data/2.in': 'b', 'data/2.ans': 'B', '1.in': 'a', '1.out': 'A' }));
    expect(tests).toEqual([
      { name: '1', input: 'a', answer: 'A' },
      { name: '2', input: 'b', answer: 'B' },
      { name: '10', input: 'j', answer: 'J' },
    ]);
  });

  it('refuses a missing partner, naming the test', () => {
    expect(messageOf(() => readTestDataZip(zip({ '1.in': 'a', '1.out': 'A', '2.in': 'b' })))).toBe('测试数据：测试点 2 缺少输出文件 2.out 或 2.ans');
    expect(messageOf(() => readTestDataZip(zip({ '3.ans': 'c' })))).toBe('测试数据：测试点 3 缺少输入文件 3.in');
  });

  it('refuses empty, broken, oversized and unknown content', () => {
    expect(messageOf(() => readTestDataZip(new Uint8Array()))).toBe('测试数据：压缩包为空');
    expect(messageOf(() => readTestDataZip(zip({})))).toBe('测试数据：压缩包中没有测试点');
    expect(messageOf(() => readTestDataZip(strToU8('not a zip at all')))).toBe('测试数据：不是有效的 zip 文件');
    expect(messageOf(() => readTestDataZip(new Uint8Array(testDataLimits.zipBytes + 1)))).toBe('测试数据：压缩包不能超过 8MB');
    expect(messageOf(() => readTestDataZip(zip({ '1.in': 'a', '1.out': 'A', 'readme.txt': 'x' })))).toContain('无法识别的文件 readme.txt');
  });

  it('refuses a zip that unpacks beyond the limit before inflating it', () => {
    const big = 'x'.repeat(testDataLimits.unpackedBytes / 2 + 1);
    expect(messageOf(() => readTestDataZip(zip({ '1.in': big, '1.out': big })))).toBe('测试数据：解压后不能超过 64MB');
  });
});
