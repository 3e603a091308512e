import { useParams, useSearchParams } from 'react-router';
import { findRouteByName } from '../../../shared/route-catalog';

/** The row a screen shows: `:id` in the path (matchDetail/:id) or `?id=` (every other screen). */
export function useIdParam(): number | undefined {
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id ?? search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The catalogue path of a screen, with its row as `?id=` (or `:id` where the path has one). */
export function screenPath(name: string, id?: number): string {
  const path = findRouteByName(name)?.path ?? '/';
  if (id === undefined) return path;
  return path.includes(':id') ? path.replace(':id', String(id)) : `${path}?id=${id}`;
}
