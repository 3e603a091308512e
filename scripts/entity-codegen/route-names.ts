import type { EntityMeta } from '../../shared/entity-types';
import { routeCatalog } from '../../shared/route-catalog';

/**
 * Permission keys and screens in entity YAML are route names of the catalogue: the server grants
 * calls by them and the web app serves the named screens. A name the catalogue lacks would grant
 * nothing and serve nothing, so codegen refuses it and suggests what was probably meant.
 */
export const catalogueRouteNames: ReadonlySet<string> = new Set(routeCatalog.map((r) => r.name));

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** The three known names closest in spelling. */
export function nearestNames(name: string, known: Iterable<string>): string[] {
  return [...known]
    .map((candidate) => ({ candidate, d: distance(name, candidate) }))
    .sort((x, y) => x.d - y.d || x.candidate.localeCompare(y.candidate))
    .slice(0, 3)
    .map((x) => x.candidate);
}

/** Throws for the first permission key or screen of `meta` that is not a known route name. */
export function checkRouteNames(file: string, meta: EntityMeta, known: ReadonlySet<string>): void {
  const named: [string, string][] = [
    ...Object.values(meta.operations).flatMap((op) => op.permissions.map((p): [string, string] => [`operation ${op.key} permission`, p])),
    ...Object.entries(meta.screens).flatMap(([kind, names]) => (names as string[]).map((n): [string, string] => [`screens.${kind}`, n])),
  ];
  for (const [where, name] of named) {
    if (known.has(name)) continue;
    throw new Error(
      `openapi/entities/${file}: ${meta.name}: ${where} "${name}" is not a route of shared/route-catalog.ts` +
        ` (nearest: ${nearestNames(name, known).join(', ')}); add the screen to the catalogue or fix the name`,
    );
  }
}
