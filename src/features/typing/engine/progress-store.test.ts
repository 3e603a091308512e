import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../providers/session-store';
import { ok } from '../../../test/envelope';
import { server } from '../../../test/msw-server';
import { spyOnUserFeedback } from '../../../test/spies';
import type { UserSession } from '../../../providers/session-store';
import { startRun, summarize, typeKey } from '../model/keystroke-run';
import { loadProgress, saveRun, useProgress } from './progress-store';
import { renderHook } from '@testing-library/react';

const student = { identity: 2, is_principal: false, roleList: [], permisionList: [], userInfo: { id: 7, code: 'S1', userName: 'kid', realName: '小明' }, schoolInfo: { id: 1, name: '学校' } } as unknown as UserSession;

function finished(text = 'fj') {
  const run = startRun(text);
  [...text].forEach((key, i) => typeKey(run, key, i * 300));
  return { mode: 'basic-1', levelId: 'basic-1-1', summary: summarize(run), stars: 1, at: new Date(2026, 10, 27) };
}

const setOnline = (value: boolean) => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
const state = () => renderHook(() => useProgress()).result.current;

/** The record's way to the server: saved after each run, kept in the browser while offline, sent when the connection returns. */
describe('typing progress store', () => {
  let saved: unknown[];
  beforeEach(() => {
    spyOnUserFeedback();
    localStorage.clear();
    sessionStore.setUserLogin('kid', 'token-1', []);
    sessionStore.setUserSession(student);
    saved = [];
    server.use(
      http.post('*/java-api/student/stuTypingPlanet/selectById', () => ok({ enabled: true, typingHistory: { settings: { dailyGoal: 15 } }, completedLevels: [] })),
      http.post('*/java-api/student/stuTypingPlanet/saveOrUpdate', async ({ request }) => {
        const body = (await request.json()) as { typingHistory: unknown; completedLevels: unknown };
        saved.push(body);
        return ok({ enabled: true, ...body, coinsAwarded: 2 });
      }),
    );
  });
  afterEach(() => setOnline(true));

  it('reads the record, saves a run with empty entries dropped and shows the coins it earned', async () => {
    await loadProgress(true);
    expect(state().progress.typingHistory.settings).toEqual({ dailyGoal: 15 });
    await saveRun(finished());
    expect(saved).toHaveLength(1);
    const body = saved[0] as { typingHistory: { sessions: Record<string, unknown>[] }; completedLevels: unknown[] };
    expect(body.typingHistory.sessions[0]).not.toHaveProperty('errors');
    expect(body.completedLevels).toEqual([expect.objectContaining({ levelId: 'basic-1-1', stars: 1 })]);
    expect(state()).toMatchObject({ coins: 2, unsaved: false });
  });

  it('offline, the run stays in the browser and is sent when the connection returns', async () => {
    await loadProgress(true);
    setOnline(false);
    await saveRun(finished());
    expect(saved).toHaveLength(0);
    expect(state().unsaved).toBe(true);
    expect(localStorage.getItem('typing-planet:pending:kid')).toContain('basic-1-1');

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => saved.length).toBe(1);
    expect(localStorage.getItem('typing-planet:pending:kid')).toBeNull();
    expect(state().unsaved).toBe(false);
  });

  it('a save lost to a network failure is sent on the next visit, ahead of the server copy', async () => {
    await loadProgress(true);
    server.use(http.post('*/java-api/student/stuTypingPlanet/saveOrUpdate', () => HttpResponse.error()));
    await saveRun(finished());
    expect(state().unsaved).toBe(true);
    server.use(
      http.post('*/java-api/student/stuTypingPlanet/saveOrUpdate', async ({ request }) => {
        saved.push(await request.json());
        return ok({ enabled: true, typingHistory: {}, completedLevels: [] });
      }),
    );
    await loadProgress(true);
    expect(saved).toHaveLength(1);
    expect(state().progress.completedLevels).toEqual([expect.objectContaining({ levelId: 'basic-1-1' })]);
  });

  it('a campus without the planet shows it as closed', async () => {
    server.use(http.post('*/java-api/student/stuTypingPlanet/selectById', () => ok({ enabled: false, typingHistory: {}, completedLevels: [] })));
    await loadProgress(true);
    expect(state().status).toBe('off');
  });
});
