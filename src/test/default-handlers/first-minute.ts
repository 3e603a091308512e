import { http } from 'msw';
import { ok } from '../envelope';

/**
 * Test-only MSW defaults for what the landing pages read besides their own screen: demo mode off
 * (no demo accounts on the home page, the back-office switch off), no lesson today or next.
 */
export const firstMinuteHandlers = [
  http.get('*/api/demo-mode', () => ok({ on: false, accounts: [] })),
  http.post('*/java-api/admin/demoMode/get', () => ok({ on: false, stored: false, forcedOff: false, changes: [] })),
  http.post('*/java-api/school/classroom/lessonDay', () => ok({ date: '2026-11-27', isToday: true, lessons: [] })),
  http.post('*/java-api/student/classroom/nextLesson', () => ok({ lesson: null, isToday: false })),
];
