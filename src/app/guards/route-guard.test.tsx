import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Allow, Redirect } from './decide-route';
import { RouteGuard } from './route-guard';

const pending: ((result: Allow | Redirect) => void)[] = [];

vi.mock('./decide-route', () => ({ decideRoute: () => ({ check: 'school-home', routeName: 'resourcesmaterial' }) }));
vi.mock('./resolve-check', () => ({ resolveCheck: () => new Promise((resolve) => pending.push(resolve)) }));
vi.mock('../../features/visit-record/use-visit-record', () => ({ useVisitRecord: () => undefined }));

let mounts = 0;
function Page() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>资源库</p>;
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/school-home-page/resourcesmaterial', element: <RouteGuard><Page /></RouteGuard> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteGuard', () => {
  beforeEach(() => {
    mounts = 0;
    pending.length = 0;
  });

  it('keeps an allowed page mounted while a query-only change is re-checked', async () => {
    const router = renderAt('/school-home-page/resourcesmaterial?album=1');
    await act(async () => pending.shift()?.({ allow: true }));
    expect(screen.getByText('资源库')).toBeTruthy();
    await act(async () => {
      await router.navigate('/school-home-page/resourcesmaterial?album=2');
    });
    expect(pending).toHaveLength(1);
    expect(screen.getByText('资源库')).toBeTruthy();
    await act(async () => pending.shift()?.({ allow: true }));
    expect(mounts).toBe(1);
  });

  it('shows nothing of the page before its first check answers', async () => {
    renderAt('/school-home-page/resourcesmaterial');
    expect(screen.queryByText('资源库')).toBeNull();
    await act(async () => pending.shift()?.({ allow: true }));
    expect(screen.getByText('资源库')).toBeTruthy();
  });
});
