import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../chunk-load/page-error-boundary';
import { PageLoading } from './page-loading';

/**
 * Where a layout shows its page: lazily loaded pages suspend here, and a page that fails to
 * load or render is contained here (the boundary resets when the path changes).
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
