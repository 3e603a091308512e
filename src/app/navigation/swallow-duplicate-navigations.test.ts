import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { swallowDuplicateNavigations } from './swallow-duplicate-navigations';

function makeRouter() {
  return swallowDuplicateNavigations(
    createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/a?x=1'] }),
  );
}

describe('swallowDuplicateNavigations', () => {
  it('a navigation to the current location neither fails nor pushes', async () => {
    const router = makeRouter();
    const actions: string[] = [];
    router.subscribe((state) => actions.push(state.historyAction));
    await expect(router.navigate('/a?x=1')).resolves.toBeUndefined();
    expect(actions).toEqual([]);
    expect(router.state.historyAction).toBe('POP');
  });

  it('other navigations go through', async () => {
    const router = makeRouter();
    await router.navigate('/b');
    expect(router.state.location.pathname).toBe('/b');
    expect(router.state.historyAction).toBe('PUSH');
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/a');
  });
});
