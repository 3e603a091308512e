import { describe, expect, it } from 'vitest';
import { isSafeObjectKey } from '../../../shared/account-safety/upload-rules';
import { newObjectKey, objectFileName } from './object-key';

describe('object keys chosen by the server', () => {
  const student = { kind: 'student' as const, accountId: 7, schoolId: 2 };

  it('puts the file under its folder, school and account, behind 128 random bits', () => {
    const key = newObjectKey(student, '图 1.png', 'feedback');
    expect(key).toMatch(/^video-transcoding\/feedback\/school-2\/student-7\/[0-9a-f]{32}-图 1\.png$/);
    expect(newObjectKey({ kind: 'admin', accountId: 1, schoolId: null }, 'a.png', undefined, 'r')).toMatch(/^video-transcoding\/public\/\d{4}-\d{2}-\d{2}\/platform\/admin-1\/r-a\.png$/);
    expect(isSafeObjectKey(key)).toBe(true);
  });

  it('never draws the same key twice in many draws', () => {
    const keys = new Set(Array.from({ length: 10_000 }, () => newObjectKey(student, 'a.png')));
    expect(keys.size).toBe(10_000);
  });

  it('keeps a name from leaving its folder or widening a storage policy', () => {
    expect(objectFileName('../../a.png')).toBe('.._.._a.png');
    expect(objectFileName('a*?#%:"<>|\\b\u0000.png')).toBe('a__________b_.png');
    expect(objectFileName('   ')).toBe('file');
    expect(objectFileName(`${'x'.repeat(300)}.png`)).toHaveLength(100);
    expect(objectFileName(`${'x'.repeat(300)}.png`).endsWith('.png')).toBe(true);
    expect(isSafeObjectKey(newObjectKey(student, '../../../etc/passwd.txt'))).toBe(true);
  });
});
