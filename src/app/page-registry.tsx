import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area, RouteEntry } from '../../shared/route-catalog';
import { loadChunk } from '../custom/chunk-load/chunk-load-error';
import type { PageProps } from './page-props';

type PageModule = { pages: Record<string, ComponentType<PageProps>> };

/**
 * One chunk per area that has built pages, so the first load carries no page code. Areas
 * not listed have no built page yet; every screen without a built page renders NotBuiltPage.
 */
const areaChunks: Partial<Record<Area, () => Promise<PageModule>>> = {
  public: () => import('../pages/public/public-pages'),
  admin: () => import('../pages/admin/admin-pages'),
  school: () => import('../pages/school/school-pages'),
  oj: () => import('../pages/oj/oj-pages'),
  competition: () => import('../pages/competition/competition-pages'),
};

/**
 * The chunk holding a screen's page: screens anyone may open (the back-office login) are in
 * the public chunk, so the sign-in screen does not download the area behind it.
 */
function chunkArea(route: RouteEntry): Area {
  return route.audience.includes('anyone') ? 'public' : route.area;
}

const notBuilt = () => import('../custom/not-built/not-built-page').then((m) => ({ default: m.NotBuiltPage }));

const cache = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

/** The lazily loaded component of a catalogue screen; the same component object every time, so pages are not remounted. */
export function pageComponentFor(route: RouteEntry): LazyExoticComponent<ComponentType<PageProps>> {
  let component = cache.get(route.name);
  if (!component) {
    component = lazy(() =>
      loadChunk(async (): Promise<{ default: ComponentType<PageProps> }> => {
        const module = await areaChunks[chunkArea(route)]?.();
        const Page = module?.pages[route.name];
        if (!Page) return notBuilt();
        // The registry, not each page, marks a screen as built (counted by the route tests).
        return {
          default: (props: PageProps) => (
            <div data-page-status="built" data-route-name={route.name}>
              <Page {...props} />
            </div>
          ),
        };
      }),
    );
    cache.set(route.name, component);
  }
  return component;
}

export function CataloguePage({ route }: PageProps) {
  const Page = pageComponentFor(route);
  return <Page route={route} />;
}
