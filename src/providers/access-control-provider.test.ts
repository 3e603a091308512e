import { afterEach, describe, expect, it } from 'vitest';
import { signInAdmin, signInAs } from '../test/fixtures';
import { accessControlProvider } from './access-control-provider';
import { specText } from '../../tests/fixtures/spec-texts';

const can = (resource: string | undefined, extra: Record<string, unknown> = {}) =>
  accessControlProvider.can({ resource, action: 'list', ...extra });

afterEach(() => window.history.pushState({}, '', '/'));

describe('accessControlProvider.can', () => {
  it('allows a page in the user permission list and denies one outside it', async () => {
    signInAs('teacher');
    await expect(can('myClass')).resolves.toEqual({ can: true });
    await expect(can('dataBoard')).resolves.toEqual({ can: false, reason: specText.messages.accessDenied });
  });

  it('uses the admin permission list for back-office pages', async () => {
    signInAs('principal');
    await expect(can('data-analysis')).resolves.toMatchObject({ can: false });
    signInAdmin();
    await expect(can('data-analysis')).resolves.toEqual({ can: true });
  });

  it('public pages and calls without a resource are always allowed', async () => {
    await expect(can('login')).resolves.toEqual({ can: true });
    await expect(can(undefined)).resolves.toEqual({ can: true });
  });

  it('every action on a permitted page is allowed (permissions are per page)', async () => {
    signInAs('principal');
    for (const action of ['list', 'create', 'edit', 'delete', 'show']) {
      await expect(accessControlProvider.can({ resource: 'students-management', action })).resolves.toEqual({ can: true });
    }
  });

  it('a resource may name its page with meta.permissionKey', async () => {
    signInAs('principal');
    const params = { resource: { name: 'school/eduRole', meta: { permissionKey: 'roleauth' } } };
    await expect(can('school/eduRole', { params })).resolves.toEqual({ can: true });
  });

  it('nobody signed in: protected pages are denied', async () => {
    await expect(can('myClass')).resolves.toMatchObject({ can: false });
  });
});
