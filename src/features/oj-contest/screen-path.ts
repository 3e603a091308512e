import { findRouteByName } from '../../../shared/route-catalog';

/** The catalogue path of a screen, with its row as `?id=` (or `:id` where the path has one). */
export function screenPath(name: string, id?: number): string {
  const path = findRouteByName(name)?.path ?? '/';
  if (id === undefined) return path;
  return path.includes(':id') ? path.replace(':id', String(id)) : `${path}?id=${id}`;
}
