import { http } from 'msw';
import { ok } from '../envelope';

/** Test-only MSW default: the school wears no look of its own (个性化设置 unset), so layouts need no answer per test. */
export const schoolLookHandlers = [http.post('*/java-api/school/look', () => ok({ headerTitle: null, themeColor: null, footerText: null }))];
