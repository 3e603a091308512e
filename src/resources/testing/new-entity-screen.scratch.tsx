import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { ok } from '../../test/envelope';
import { principalSession, signInAs } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

/** Run only in the scratch copy of tests/server/crud-new-entity.test.ts (copied to a .test.tsx name there): the new entity's generic list screen renders its rows. */
it('shows the new entity on its screen', { timeout: 30000 }, async () => {
  signInAs('principal');
  server.use(
    http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(principalSession.permisionList)),
    http.get('*/java-api/school/edu/campus/queryListByUserId', () => ok([])),
    http.post('*/java-api/school/edu/campus/queryList', () => ok({ list: [], total: 0, pageNum: 1, pageSize: 20 })),
    http.post('*/java-api/school/album/queryList', () =>
      ok({ list: [{ id: 1, schoolId: 1, campusId: null, campusName: null, name: '编程机器人', state: 1, createdAt: '2026-01-01T00:00:00Z' }], total: 1, pageNum: 1, pageSize: 10 }),
    ),
  );
  renderApp('/school-home-page/resourcesmaterial');
  const row = (await screen.findByText('编程机器人', undefined, { timeout: 20000 })).closest('tr')!;
  expect(within(row).getByText('上架')).toBeTruthy();
  expect(screen.getByRole('button', { name: /新增专辑/ })).toBeTruthy();
});
