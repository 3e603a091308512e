import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area, RouteEntry, RouteName } from '../../shared/route-catalog';
import { loadChunk } from './chunk-load/chunk-load-error';
import type { EntityWebAddons } from '../resources/entity-addons';
import { EntityAddonsProvider } from '../resources/entity-addons';
import type { AreaPages, PageProps } from '../resources/page-props';

/** An area chunk: its built pages by route name and what its features add to their entities' generic screens. */
interface AreaModule {
  pages: AreaPages;
  entityAddons?: EntityWebAddons;
}

/**
 * One chunk per area that has built pages, so the first load carries no page code. Areas
 * not listed have no built page yet; every screen without a built page renders NotBuiltPage.
 */
const areaChunks: Partial<Record<Area, () => Promise<AreaModule>>> = {
  public: () => import('./areas/public-pages'),
  admin: () => import('./areas/admin-pages'),
  school: () => import('./areas/school-pages'),
  oj: () => import('./areas/oj-pages'),
  competition: () => import('./areas/competition-pages'),
  'teacher-exam': () => import('./areas/teacher-exam-pages'),
  typing: () => import('./areas/typing-pages'),
  'student-classroom': () => import('./areas/student-classroom-pages'),
  'student-exam': () => import('./areas/student-exam-pages'),
  'teacher-classroom': () => import('./areas/teacher-classroom-pages'),
  community: () => import('./areas/community-pages'),
};

/**
 * Landing screens in a chunk of their own, so the first screen after signing in does not
 * download the whole area behind it.
 */
const screenChunks: Partial<Record<RouteName, () => Promise<AreaModule>>> = {
  'data-analysis': () => import('./areas/admin-landing-pages'),
};

/**
 * The chunk holding a screen's page: screens anyone may open (the back-office login) are in
 * the public chunk, so the sign-in screen does not download the area behind it.
 */
function chunkArea(route: RouteEntry): Area {
  return route.audience.includes('anyone') ? 'public' : route.area;
}

const notBuilt = () => import('./not-built/not-built-page').then((m) => ({ default: m.NotBuiltPage }));

const cache = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

/** The lazily loaded component of a catalogue screen; the same component object every time, so pages are not remounted. */
export function pageComponentFor(route: RouteEntry): LazyExoticComponent<ComponentType<PageProps>> {
  let component = cache.get(route.name);
  if (!component) {
    component = lazy(() =>
      loadChunk(async (): Promise<{ default: ComponentType<PageProps> }> => {
        const module = await (screenChunks[route.name as RouteName] ?? areaChunks[chunkArea(route)])?.();
        const Page = module?.pages[route.name as keyof AreaPages];
        const addons = module?.entityAddons ?? {};
        if (!Page) return notBuilt();
        // The registry, not each page, marks a screen as built (counted by the route tests).
        return {
          default: (props: PageProps) => (
            <div data-page-status="built" data-route-name={route.name}>
              <EntityAddonsProvider addons={addons}>
                <Page {...props} />
              </EntityAddonsProvider>
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
