import type { ComponentType } from 'react';
import { findRouteByName, type RouteName } from '../../../shared/route-catalog';
import type { AreaPages, PageProps } from '../../resources/page-props';

/**
 * The teacher's exam screens live twice: under /exam/* (school) and under the competition
 * centre's /competitionCenter/commonExam/* (common), whose route names carry a `common-`
 * prefix. Each screen is written once and told its scope, so its links stay in its own area.
 */
export type ExamScope = 'school' | 'common';

export interface ScopedPageProps extends PageProps {
  scope: ExamScope;
}

/** The route name of a teacher exam screen in a scope. */
export const scopedName = (name: string, scope: ExamScope) => (scope === 'common' ? `common-${name}` : name);

/** The path of a teacher exam screen in a scope, with query parameters. */
export function examPath(name: string, scope: ExamScope, query: Record<string, number | string | undefined> = {}): string {
  const path = findRouteByName(scopedName(name, scope))?.path ?? '/';
  const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string | number] => e[1] !== undefined).map(([k, v]) => [k, String(v)]));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Registers each screen under its /exam/* name, scope school. */
export function schoolScopePages(screens: Record<string, ComponentType<ScopedPageProps>>): AreaPages {
  return Object.fromEntries(Object.entries(screens).map(([name, Screen]) => [name as RouteName, (p: PageProps) => <Screen {...p} scope="school" />]));
}

/** Registers each screen under its competition-centre mirror `common-<name>`, scope common. */
export function commonScopePages(screens: Record<string, ComponentType<ScopedPageProps>>): AreaPages {
  return Object.fromEntries(Object.entries(screens).map(([name, Screen]) => [`common-${name}` as RouteName, (p: PageProps) => <Screen {...p} scope="common" />]));
}
