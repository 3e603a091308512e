import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// Screens load their area's chunk on first use, which in jsdom means transforming it on a machine that
// may be busy with other suites: waits default to 10 s instead of 1 s (a failing check still fails).
configure({ asyncUtilTimeout: 10_000 });

// antd reads matchMedia (responsive grid, Layout.Sider breakpoints) which jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// rc-resize-observer (antd Menu overflow, Tabs) needs ResizeObserver.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom does not implement scrolling; the router scrolls to the top after each navigation.
window.scrollTo = () => undefined;

// A request nobody mocked is a test bug, not a silent pass.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
