import { createBrowserRouter, RouterProvider } from 'react-router';
import { swallowDuplicateNavigations } from './navigation/swallow-duplicate-navigations';
import { appRoutes } from './app-routes';

/** History-mode routing (section 2). */
const router = swallowDuplicateNavigations(createBrowserRouter(appRoutes()));

export function App() {
  return <RouterProvider router={router} />;
}
