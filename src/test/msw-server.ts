import { setupServer } from 'msw/node';

/** One MSW server for every web test; a test adds its own handlers with `server.use(...)`. */
export const server = setupServer();
