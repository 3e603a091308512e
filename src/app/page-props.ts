import type { RouteEntry } from '../../shared/route-catalog';

/** Every page component receives its catalogue entry (title, name, path). */
export interface PageProps {
  route: RouteEntry;
}
