import { unzipSync } from 'fflate';
import { ErrorCodes } from '../../../shared/error-codes';
import { ApiFailure } from '../../lib/api-failure';

/** Limits of one test-data upload: the zip as sent, and everything inside it once unpacked. */
export const testDataLimits = {
  zipBytes: 8 * 1024 * 1024,
  unpackedBytes: 64 * 1024 * 1024,
  tests: 100,
};

export interface TestPair {
  name: string;
  input: string;
  answer: string;
}

const refuse = (message: string) => new ApiFailure(ErrorCodes.InvalidParameter, `测试数据：${message}`);

/** Natural order, so 2.in comes before 10.in. */
const byName = new Intl.Collator('en', { numeric: true }).compare;

/**
 * Reads a zip of input/answer pairs (`1.in` with `1.out` or `1.ans`, in any folder depth) into
 * tests. Anything that cannot be judged is refused as a whole with a Chinese message naming the
 * problem: an empty zip, a file without its partner, a zip too large or one that unpacks too large.
 */
export function readTestDataZip(zip: Uint8Array): TestPair[] {
  if (zip.byteLength === 0) throw refuse('压缩包为空');
  if (zip.byteLength > testDataLimits.zipBytes) throw refuse(`压缩包不能超过 ${testDataLimits.zipBytes / 1024 / 1024}MB`);
  let unpackedBytes = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      // Checked before inflating, so a zip bomb is refused without being unpacked.
      filter(file) {
        unpackedBytes += file.originalSize;
        if (unpackedBytes > testDataLimits.unpackedBytes) throw refuse(`解压后不能超过 ${testDataLimits.unpackedBytes / 1024 / 1024}MB`);
        return !file.name.endsWith('/') && !/(^|\/)(__MACOSX|\.)/.test(file.name);
      },
    });
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw refuse('不是有效的 zip 文件');
  }
  const inputs = new Map<string, Uint8Array>();
  const answers = new Map<string, Uint8Array>();
  const decoder = new TextDecoder();
  for (const [path, data] of Object.entries(files)) {
    const match = /^(?:.*\/)?([^/]+)\.(in|out|ans)$/i.exec(path);
    if (!match) throw refuse(`无法识别的文件 ${path}（只接受 .in 与 .out / .ans）`);
    const [, name, ext] = match;
    const target = ext.toLowerCase() === 'in' ? inputs : answers;
    if (target.has(name)) throw refuse(`测试点 ${name} 重复`);
    target.set(name, data);
  }
  if (!inputs.size && !answers.size) throw refuse('压缩包中没有测试点');
  for (const name of inputs.keys()) if (!answers.has(name)) throw refuse(`测试点 ${name} 缺少输出文件 ${name}.out 或 ${name}.ans`);
  for (const name of answers.keys()) if (!inputs.has(name)) throw refuse(`测试点 ${name} 缺少输入文件 ${name}.in`);
  if (inputs.size > testDataLimits.tests) throw refuse(`测试点不能超过 ${testDataLimits.tests} 个`);
  return [...inputs.keys()].sort(byName).map((name) => ({ name, input: decoder.decode(inputs.get(name)), answer: decoder.decode(answers.get(name)) }));
}
