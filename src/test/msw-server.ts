import { setupServer } from 'msw/node';
import { quietCheckHandlers } from '../features/account-safety/post-login-checks/quiet-check-handlers';
import { visitRecordHandlers } from '../features/visit-record/visit-record-handlers';

/** One MSW server for every web test; a test adds its own handlers with `server.use(...)`. */
export const server = setupServer(...quietCheckHandlers, ...visitRecordHandlers);
