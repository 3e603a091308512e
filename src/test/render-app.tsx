import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../app/app-routes';
import { swallowDuplicateNavigations } from '../app/navigation/swallow-duplicate-navigations';

/** The whole app (shell, guard, layouts, pages) on a memory router at `path`. */
export function renderApp(path: string) {
  const router = swallowDuplicateNavigations(createMemoryRouter(appRoutes(), { initialEntries: [path] }));
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
