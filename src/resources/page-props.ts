import type { ComponentType } from 'react';
import type { RouteEntry, RouteName } from '../../shared/route-catalog';

/** Every page component receives its catalogue entry (title, name, path). */
export interface PageProps {
  route: RouteEntry;
}

/** Built pages of an area chunk, by catalogue route name: a misspelt name fails to compile. */
export type AreaPages = Partial<Record<RouteName, ComponentType<PageProps>>>;
