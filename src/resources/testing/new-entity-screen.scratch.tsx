import { render, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import type { EntityMeta } from '../../../shared/entity-types';
import { staffEntities } from '../../../shared/generated/entities/staff-entities.gen';
import { AppShell } from '../../app/app-shell';
import { ok } from '../../test/envelope';
import { principalSession, signInAs } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { EntityListPage } from '../entity-list-page';

/**
 * Run only in the scratch copy of tests/server/crud-new-entity.test.ts (copied to a .test.tsx name there): the new
 * entity's generic list screen, placed by a page inside the app shell, renders its rows. The entity exists only there.
 */
const entityName = 'Trophy';

it('shows the new entity on its screen', { timeout: 30000 }, async () => {
  signInAs('principal');
  server.use(
    http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(principalSession.permisionList)),
    http.get('*/java-api/school/edu/campus/queryListByUserId', () => ok([])),
    http.post('*/java-api/school/edu/campus/queryList', () => ok({ list: [], total: 0, pageNum: 1, pageSize: 20 })),
    http.post('*/java-api/school/trophy/queryList', () =>
      ok({ list: [{ id: 1, schoolId: 1, campusId: null, campusName: null, name: '编程大赛金奖', state: 1, createdAt: '2026-01-01T00:00:00Z' }], total: 1, pageNum: 1, pageSize: 10 }),
    ),
  );
  const entity = (staffEntities as Partial<Record<string, EntityMeta>>)[entityName]!;
  const page = { path: '/school-home-page/basic-settings', element: <EntityListPage entity={entity} title={entity.title} /> };
  render(<RouterProvider router={createMemoryRouter([{ element: <AppShell />, children: [page] }], { initialEntries: [page.path] })} />);
  const row = (await screen.findByText('编程大赛金奖', undefined, { timeout: 20000 })).closest('tr')!;
  expect(within(row).getByText('展示')).toBeTruthy();
  expect(screen.getByRole('button', { name: /新增奖杯/ })).toBeTruthy();
});
