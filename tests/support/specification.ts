import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The product specification lives outside the repository, in shared/spec beside it (CI lays a copy of
 * shared/ next to its clone; a developer's worktree may sit deeper, so every folder above is tried).
 * Tests that compare the product with the specification read it there rather than from a copy.
 */
const repo = resolve(import.meta.dirname, '../..');

function findSpecDir(): string | null {
  if (process.env.SPEC_DIR) return existsSync(process.env.SPEC_DIR) ? process.env.SPEC_DIR : null;
  for (let dir = dirname(repo); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'shared', 'spec', 'specification.md'))) return join(dir, 'shared', 'spec');
    if (dirname(dir) === dir) return null;
  }
}

export const specDir = findSpecDir();

/** Whether the comparisons with the specification are skipped: only on a developer machine without it; in CI they fail. */
export const skipSpecComparisons = specDir === null && !process.env.CI;

if (skipSpecComparisons) {
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n!!! SKIPPING comparisons with the specification: no shared/spec/specification.md above ${repo}.\n!!! Set SPEC_DIR to run them.\n${bar}\n`);
}

/** A file of the specification; throws (failing the test) when the specification is not there. */
export function readSpec(name: 'specification.md' | 'routes.tsv'): string {
  if (specDir === null) throw new Error(`the specification (shared/spec/${name}) is not beside the repository ${repo}; set SPEC_DIR`);
  return readFileSync(join(specDir, name), 'utf8');
}
