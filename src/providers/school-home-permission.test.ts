import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from './session-store';
import { ok } from '../test/envelope';
import { server } from '../test/msw-server';
import { spyOnUserFeedback } from '../test/spies';
import { loadSchoolHomePermission, resetSchoolHomePermission } from './school-home-permission';

let calls: (string | null)[];

beforeEach(() => {
  spyOnUserFeedback();
  resetSchoolHomePermission();
  calls = [];
  server.use(
    http.post('*/java-api/auth/sch/schoolHomePermission', ({ request }) => {
      const token = request.headers.get('Authorization');
      calls.push(token);
      return ok([{ name: `page-of-${token}`, hide: false }]);
    }),
  );
});

describe('loadSchoolHomePermission', () => {
  it('asks once per session and reuses the answer', async () => {
    sessionStore.setUserLogin('principal', 'tok-1', []);
    await expect(loadSchoolHomePermission()).resolves.toEqual([{ name: 'page-of-tok-1', hide: false }]);
    await loadSchoolHomePermission();
    expect(calls).toEqual(['tok-1']);
  });

  it('another sign-in never sees the previous list', async () => {
    sessionStore.setUserLogin('principal', 'tok-1', []);
    await loadSchoolHomePermission();
    sessionStore.setUserLogin('teacher', 'tok-2', []);
    await expect(loadSchoolHomePermission()).resolves.toEqual([{ name: 'page-of-tok-2', hide: false }]);
    expect(calls).toEqual(['tok-1', 'tok-2']);
  });

  it('reset (on login and logout) asks again', async () => {
    sessionStore.setUserLogin('principal', 'tok-1', []);
    await loadSchoolHomePermission();
    resetSchoolHomePermission();
    await loadSchoolHomePermission();
    expect(calls).toEqual(['tok-1', 'tok-1']);
  });
});
