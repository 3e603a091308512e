import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { ok } from '../../test/envelope';
import { principalSession, signInAs } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

/** 教学日程: today's closing day from the school calendar is marked in the month and in the week. */
it('marks the school calendar’s closing day in the month and the week view', { timeout: 30000 }, async () => {
  const today = dayjs().format('YYYY-MM-DD');
  const bodies: Record<string, unknown>[] = [];
  signInAs('principal');
  server.use(
    http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(principalSession.permisionList)),
    http.get('*/java-api/school/edu/campus/queryListByUserId', () => ok([])),
    http.post('*/java-api/school/calendar/queryList', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return ok({ list: [{ id: 1, schoolId: 1, day: today, kind: 'closed', remark: '台风停课', createdAt: '2026-01-01T00:00:00Z' }], total: 1, pageNum: 1, pageSize: 1000 });
    }),
  );
  renderApp('/school-home-page/tchDate');
  expect(await screen.findByText('台风停课', undefined, { timeout: 20000 })).toBeTruthy();
  expect(screen.getByText(/停课 1 天/)).toBeTruthy();
  expect(bodies[0]).toMatchObject({ pageSize: 1000 });
  expect(String(bodies[0].dayFrom) <= today && today <= String(bodies[0].dayTo)).toBe(true);
  fireEvent.click(screen.getByText('周'));
  await waitFor(() => expect(screen.getByText(/本周停课 1 天/)).toBeTruthy());
  expect(screen.getByText('台风停课')).toBeTruthy();
});
