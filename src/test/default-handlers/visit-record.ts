import { http } from 'msw';
import { ok } from '../envelope';

/** Test-only MSW default: visit reports are accepted, so tests of screens need not answer them. */
export const visitRecordHandlers = [http.post('*/java-api/visitRecord/add', () => ok(null))];
