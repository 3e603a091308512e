import { summaryOf, tallyKey, type KeyTally, type RunSummary } from '../model/keystroke-run';
import { gameWord } from './game-words';

/**
 * The one model behind the five games: words appear, move (each game decides how), and are
 * shot down by typing them; a word that gets away costs a life. Every few words the level rises:
 * faster words, more often, longer ones. Games differ only in their skin (games/skins/).
 */
export interface Target {
  id: number;
  word: string;
  typed: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  age: number;
  /** Puzzle tiles and ship slots: which place on the board the target belongs to. */
  slot: number;
}

export interface Effect {
  x: number;
  y: number;
  age: number;
  text: string;
  kind: 'hit' | 'escape' | 'level';
}

export interface GameState {
  width: number;
  height: number;
  level: number;
  startLevel: number;
  score: number;
  lives: number;
  combo: number;
  targets: Target[];
  active: number | null;
  nextId: number;
  spawnIn: number;
  /** Words cleared on this level; the level's keystrokes, for its own speed and accuracy. */
  cleared: number;
  levelTime: number;
  correct: number;
  wrong: number;
  keys: Record<string, KeyTally>;
  lastHitAt: number | null;
  time: number;
  /** Collected pieces (puzzle tiles revealed, ship parts attached). */
  collected: number[];
  effects: Effect[];
  over: boolean;
  won: boolean;
}

export interface Skin {
  /** Place and motion of a new word. */
  spawn(state: GameState, target: Target, random: () => number): void;
  /** Moves a word; the default is a straight line at its speed. */
  move?(target: Target, dt: number, state: GameState): void;
  escaped(target: Target, state: GameState): boolean;
  /** The word to aim at when several start with the typed letter: the most dangerous. */
  danger(target: Target, state: GameState): number;
  /** Board places (puzzle tiles, ship slots, belt lanes); undefined when the game has none. */
  slots?: number;
  /** Cleared words stay on the board (a revealed tile), so their place is not offered again until the board is full. */
  keepsPieces?: boolean;
  /** A word on screen for this long escapes, whatever the skin's motion (puzzle timers). */
  lifetime?(level: number): number;
}

export const rules = { maxLevel: 10, wordsPerLevel: 8, lives: 5 } as const;

export const speedFactor = (level: number) => 1 + 0.22 * (level - 1);
export const spawnInterval = (level: number) => Math.max(0.55, 2.1 - 0.17 * (level - 1));
const maxOnScreen = (level: number) => 3 + Math.floor(level / 2);

export type GameEvent = { type: 'hit' | 'destroy' | 'wrong' | 'escape' | 'levelUp' | 'over' | 'spawn'; level?: number };

export function newGame(width: number, height: number, startLevel = 1): GameState {
  return {
    width,
    height,
    level: startLevel,
    startLevel,
    score: 0,
    lives: rules.lives,
    combo: 0,
    targets: [],
    active: null,
    nextId: 1,
    spawnIn: 0.4,
    cleared: 0,
    levelTime: 0,
    correct: 0,
    wrong: 0,
    keys: {},
    lastHitAt: null,
    time: 0,
    collected: [],
    effects: [],
    over: false,
    won: false,
  };
}

function freeSlot(state: GameState, skin: Skin, random: () => number): number {
  if (!skin.slots) return 0;
  const taken = new Set([...(skin.keepsPieces ? state.collected : []), ...state.targets.map((t) => t.slot)]);
  const free = Array.from({ length: skin.slots }, (_, i) => i).filter((i) => !taken.has(i));
  if (free.length === 0) return -1;
  return free[Math.floor(random() * free.length)];
}

export function step(state: GameState, skin: Skin, dt: number, random: () => number): GameEvent[] {
  if (state.over) return [];
  const events: GameEvent[] = [];
  state.time += dt;
  state.levelTime += dt;
  state.spawnIn -= dt;
  // A finished picture or ship starts over once its last piece has landed.
  if (skin.keepsPieces && skin.slots && state.collected.length >= skin.slots && state.targets.length === 0) state.collected = [];
  if (state.spawnIn <= 0 && state.targets.length < maxOnScreen(state.level)) {
    const slot = freeSlot(state, skin, random);
    if (slot >= 0) {
      // Words on screen start with different letters, so the first key always picks one.
      const firsts = new Set(state.targets.map((t) => t.word[0]));
      let word = gameWord(state.level, random);
      for (let tries = 0; tries < 8 && firsts.has(word[0]); tries += 1) word = gameWord(state.level, random);
      const target: Target = { id: state.nextId++, word, typed: 0, x: 0, y: 0, vx: 0, vy: 0, age: 0, slot };
      skin.spawn(state, target, random);
      state.targets.push(target);
      events.push({ type: 'spawn' });
    }
    state.spawnIn = spawnInterval(state.level);
  }
  const lifetime = skin.lifetime?.(state.level);
  for (const target of [...state.targets]) {
    target.age += dt;
    if (skin.move) skin.move(target, dt, state);
    else {
      target.x += target.vx * dt;
      target.y += target.vy * dt;
    }
    if (skin.escaped(target, state) || (lifetime !== undefined && target.age >= lifetime)) {
      state.targets = state.targets.filter((t) => t !== target);
      if (state.active === target.id) state.active = null;
      state.lives -= 1;
      state.combo = 0;
      state.effects.push({ x: target.x, y: target.y, age: 0, text: '哎呀', kind: 'escape' });
      events.push({ type: 'escape' });
      if (state.lives <= 0) {
        state.over = true;
        events.push({ type: 'over' });
        break;
      }
    }
  }
  for (const effect of state.effects) effect.age += dt;
  state.effects = state.effects.filter((e) => e.age < 0.8);
  return events;
}

export function pressKey(state: GameState, skin: Skin, key: string, now: number): GameEvent[] {
  if (state.over) return [];
  let target = state.targets.find((t) => t.id === state.active);
  if (!target) {
    const candidates = state.targets.filter((t) => t.word[0] === key).sort((a, b) => skin.danger(b, state) - skin.danger(a, state));
    target = candidates[0];
    if (!target) {
      state.wrong += 1;
      state.combo = 0;
      return [{ type: 'wrong' }];
    }
    state.active = target.id;
  }
  const expected = target.word[target.typed];
  const right = key === expected;
  tallyKey(state.keys, expected, right, right && state.lastHitAt !== null ? Math.min(now - state.lastHitAt, 3000) : null);
  if (!right) {
    state.wrong += 1;
    state.combo = 0;
    return [{ type: 'wrong' }];
  }
  state.correct += 1;
  state.lastHitAt = now;
  target.typed += 1;
  if (target.typed < target.word.length) return [{ type: 'hit' }];
  return destroy(state, target);
}

function destroy(state: GameState, target: Target): GameEvent[] {
  const events: GameEvent[] = [{ type: 'destroy' }];
  state.targets = state.targets.filter((t) => t !== target);
  state.active = null;
  state.combo += 1;
  const points = target.word.length * 10 * state.level + Math.min(state.combo, 20) * 5;
  state.score += points;
  state.effects.push({ x: target.x, y: target.y, age: 0, text: `+${points}`, kind: 'hit' });
  state.collected.push(target.slot);
  state.cleared += 1;
  if (state.cleared >= rules.wordsPerLevel) {
    events.push({ type: 'levelUp', level: state.level });
    if (state.level >= rules.maxLevel) {
      state.over = true;
      state.won = true;
      events.push({ type: 'over' });
    } else {
      state.level += 1;
      state.cleared = 0;
      state.effects.push({ x: state.width / 2, y: state.height / 2, age: 0, text: `第 ${state.level} 关！`, kind: 'level' });
    }
  }
  return events;
}

/** A finished level's figures; the counters start again for the next level. */
export function takeLevelSummary(state: GameState): RunSummary {
  const summary = summaryOf({ correct: state.correct, wrong: state.wrong, keys: state.keys, durationMs: Math.round(state.levelTime * 1000), missedWords: [] });
  state.correct = 0;
  state.wrong = 0;
  state.keys = {};
  state.levelTime = 0;
  state.lastHitAt = null;
  return summary;
}

/** Stars for a cleared level: lives kept. */
export const levelStarsFor = (lives: number) => (lives >= rules.lives ? 3 : lives >= 3 ? 2 : 1);
