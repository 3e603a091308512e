import { describe, expect, it, vi } from 'vitest';
import { chooseBackends } from './test-database';

describe('which databases the server tests use', () => {
  it('uses both when PostgreSQL answers', () => {
    expect(chooseBackends(true, {})).toEqual(['pglite', 'postgres']);
    expect(chooseBackends(true, { CI: '1' })).toEqual(['pglite', 'postgres']);
  });

  it('falls back to PGlite on a developer machine, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(chooseBackends(false, {})).toEqual(['pglite']);
    expect(warn.mock.calls[0][0]).toContain('server tests run on PGlite ONLY');
    warn.mockRestore();
  });

  it('fails in CI instead of skipping PostgreSQL', () => {
    expect(() => chooseBackends(false, { CI: 'true' })).toThrow(/PostgreSQL is not reachable at postgresql:\/\/.*with CI set the server tests must run on it/);
  });
});
