import type { createBrowserRouter, createMemoryRouter } from 'react-router';
import { isSameLocation } from './same-location';

type DataRouter = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

/**
 * Section 2: "errors from repeated navigation to the same place are swallowed". A second
 * navigation to the current location would push a duplicate history entry (and re-run
 * loaders); every navigate (links, useNavigate, Refine's go, the request layer) goes
 * through router.navigate, so it is filtered once here. Navigations carrying state are kept.
 */
export function swallowDuplicateNavigations<R extends DataRouter>(router: R): R {
  const navigate = router.navigate.bind(router);
  router.navigate = ((to: Parameters<R['navigate']>[0], options?: Parameters<R['navigate']>[1]) => {
    if (to !== null && typeof to !== 'number' && !options?.state && isSameLocation(router.state.location, to)) {
      return Promise.resolve();
    }
    return navigate(to as never, options as never);
  }) as R['navigate'];
  return router;
}
