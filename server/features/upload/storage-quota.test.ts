import { describe, expect, it } from 'vitest';
import { storageQuotaBytes } from './storage-quota';

describe('the school storage quota setting', () => {
  it('is 2 GiB unless SCHOOL_STORAGE_QUOTA_MB names a whole number of MiB', () => {
    expect(storageQuotaBytes({})).toBe(2 * 1024 ** 3);
    expect(storageQuotaBytes({ SCHOOL_STORAGE_QUOTA_MB: '500' })).toBe(500 * 1024 ** 2);
    for (const bad of ['', '0', '-5', '1.5', 'lots']) expect(storageQuotaBytes({ SCHOOL_STORAGE_QUOTA_MB: bad }), bad).toBe(2 * 1024 ** 3);
  });
});
