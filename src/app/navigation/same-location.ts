import type { Path, To } from 'react-router';

/**
 * Whether navigating to `to` would land exactly where the user already is. Only absolute
 * targets are compared; relative ones are left to the router to resolve.
 */
export function isSameLocation(current: Pick<Path, 'pathname' | 'search' | 'hash'>, to: To): boolean {
  let target: Partial<Path>;
  if (typeof to === 'string') {
    if (!to.startsWith('/')) return false;
    const url = new URL(to, 'http://x');
    target = { pathname: url.pathname, search: url.search, hash: url.hash };
  } else {
    if (to.pathname !== undefined && !to.pathname.startsWith('/')) return false;
    target = to;
  }
  const pathname = target.pathname ?? current.pathname;
  const normal = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return (
    normal(pathname) === normal(current.pathname) &&
    (target.search || '') === (current.search || '') &&
    (target.hash || '') === (current.hash || '')
  );
}
