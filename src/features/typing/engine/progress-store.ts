import { useSyncExternalStore } from 'react';
import { typingSaveOrUpdate, typingSelectById } from '../../../api/generated/typing';
import { ApiError } from '../../../api/api-error';
import { withFlags } from '../../../api/request';
import { sessionStore } from '../../../providers/session-store';
import { recordRun, toSaveBody, type FinishedRun, type TypingProgress } from '../model/progress';
import type { TypingSettings } from '../../../api/generated/api.schemas';
import { setMuted } from './sound';

/**
 * The student's typing record for the whole typing area, loaded once per visit: every page
 * reads the same copy, each finished exercise is saved at once (stuTypingPlanet saveOrUpdate).
 * A save that cannot reach the server stays in this browser and is sent when the connection
 * returns or on the next visit. Staff may try the planet; their runs stay in the browser.
 */
export type ProgressStatus = 'loading' | 'ready' | 'off';

export interface ProgressState {
  status: ProgressStatus;
  progress: TypingProgress;
  /** Staff trying the planet: nothing goes to the server. */
  localOnly: boolean;
  /** A save waits for the connection. */
  unsaved: boolean;
  /** Star coins the last save earned. */
  coins: number;
}

const empty: TypingProgress = { typingHistory: {}, completedLevels: [] };
let state: ProgressState = { status: 'loading', progress: empty, localOnly: false, unsaved: false, coins: 0 };
let loadedFor: string | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<ProgressState>): void {
  state = { ...state, ...next };
  setMuted(state.progress.typingHistory.settings?.muted === true);
  for (const listener of listeners) listener();
}

const who = () => sessionStore.getUsername() ?? 'guest';
const storageKey = (kind: 'pending' | 'local') => `typing-planet:${kind}:${who()}`;
const isStudent = () => sessionStore.getUserSession()?.identity === 2;

function readStored(kind: 'pending' | 'local'): TypingProgress | null {
  try {
    const raw = localStorage.getItem(storageKey(kind));
    return raw ? (JSON.parse(raw) as TypingProgress) : null;
  } catch {
    return null;
  }
}

const lostConnection = (error: unknown) => error instanceof ApiError && (error.code === 'Network' || error.code === 'Timeout');

async function send(progress: TypingProgress): Promise<void> {
  localStorage.setItem(storageKey('pending'), JSON.stringify(progress));
  if (!navigator.onLine) return set({ unsaved: true });
  try {
    const answer = await typingSaveOrUpdate(toSaveBody(progress), withFlags({ silent: true }));
    localStorage.removeItem(storageKey('pending'));
    set({ unsaved: false, coins: answer.content?.coinsAwarded ?? 0 });
  } catch (error) {
    if (lostConnection(error)) return set({ unsaved: true });
    // Refused (the request layer has shown why): the server's copy stands, so retrying cannot help.
    localStorage.removeItem(storageKey('pending'));
    set({ unsaved: false });
  }
}

export async function loadProgress(force = false): Promise<void> {
  if (!force && loadedFor === who()) return;
  loadedFor = who();
  if (!isStudent()) {
    set({ status: 'ready', progress: readStored('local') ?? empty, localOnly: true });
    return;
  }
  const pending = readStored('pending');
  try {
    const answer = await typingSelectById({}, withFlags({ silent: true }));
    const record = answer.content;
    if (!record?.enabled) return set({ status: 'off', progress: empty });
    const server = { typingHistory: record.typingHistory, completedLevels: record.completedLevels };
    set({ status: 'ready', progress: pending ?? server, localOnly: false });
    if (pending) await send(pending);
  } catch (error) {
    loadedFor = null;
    if (pending && lostConnection(error)) return set({ status: 'ready', progress: pending, unsaved: true });
    set({ status: 'ready', progress: pending ?? empty, unsaved: Boolean(pending) });
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    const pending = readStored('pending');
    if (pending && !state.localOnly) void send(pending);
  });
}

/** Records a finished exercise and saves it; returns the record as it now stands. */
export async function saveRun(run: FinishedRun): Promise<TypingProgress> {
  return saveProgress(recordRun(state.progress, run));
}

export async function saveSettings(settings: TypingSettings): Promise<void> {
  const typingHistory = { ...state.progress.typingHistory, settings: { ...state.progress.typingHistory.settings, ...settings } };
  await saveProgress({ ...state.progress, typingHistory });
}

async function saveProgress(progress: TypingProgress): Promise<TypingProgress> {
  set({ progress, coins: 0 });
  if (state.localOnly) localStorage.setItem(storageKey('local'), JSON.stringify(progress));
  else await send(progress);
  return progress;
}

export function useProgress(): ProgressState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
