import { setupServer } from 'msw/node';
import { firstMinuteHandlers } from './default-handlers/first-minute';
import { quietCheckHandlers } from './default-handlers/post-login-checks';
import { schoolLookHandlers } from './default-handlers/school-look';
import { visitRecordHandlers } from './default-handlers/visit-record';

/** One MSW server for every web test; a test adds its own handlers with `server.use(...)`. */
export const server = setupServer(...quietCheckHandlers, ...visitRecordHandlers, ...schoolLookHandlers, ...firstMinuteHandlers);
