import { describe, expect, it } from 'vitest';
import { meteorGame } from './skins/meteor';
import { puzzleGame } from './skins/puzzle';
import { newGame, pressKey, rules, spawnInterval, speedFactor, step, takeLevelSummary, type GameState } from './word-game';

const fixed = () => 0.5;

/** Spawns one word by stepping until it appears. */
function spawnOne(state: GameState, skin = meteorGame.skin) {
  const before = state.targets.length;
  for (let i = 0; i < 200 && state.targets.length === before; i += 1) step(state, skin, 0.05, fixed);
  return state.targets.at(-1)!;
}

function typeWord(state: GameState, word: string, skin = meteorGame.skin, start = 0) {
  return [...word].flatMap((key, i) => pressKey(state, skin, key, start + i * 200));
}

describe('the games’ shared model', () => {
  it('typing a word destroys it and scores by length and level; a wrong key breaks the combo', () => {
    const state = newGame(800, 560);
    const target = spawnOne(state);
    expect(typeWord(state, target.word).map((e) => e.type)).toContain('destroy');
    expect(state.targets).toHaveLength(0);
    expect(state.score).toBe(target.word.length * 10 + 5);
    expect(pressKey(state, meteorGame.skin, '#', 5000)).toEqual([{ type: 'wrong' }]);
    expect(state.combo).toBe(0);
  });

  it('a word that gets away costs a life; no lives left ends the game', () => {
    const state = newGame(800, 560);
    state.lives = 1;
    spawnOne(state);
    const events = Array.from({ length: 400 }, () => step(state, meteorGame.skin, 0.05, fixed)).flat();
    expect(events.map((e) => e.type)).toContain('escape');
    expect(state.over).toBe(true);
    expect(state.won).toBe(false);
  });

  it('every few words the level rises: faster and more often, and the level keeps its own figures', () => {
    const state = newGame(800, 560);
    let levelUps = 0;
    for (let n = 0; n < rules.wordsPerLevel; n += 1) {
      const target = spawnOne(state);
      levelUps += typeWord(state, target.word, meteorGame.skin, n * 1000).filter((e) => e.type === 'levelUp').length;
    }
    expect(levelUps).toBe(1);
    expect(state.level).toBe(2);
    expect(speedFactor(10)).toBeGreaterThan(speedFactor(1) * 2.5);
    expect(spawnInterval(10)).toBeLessThan(spawnInterval(1) / 2);
    const summary = takeLevelSummary(state);
    expect(summary.chars).toBe(rules.wordsPerLevel);
    expect(summary.accuracy).toBe(100);
    expect(state.correct).toBe(0);
  });

  it('clearing the last level wins the game', () => {
    const state = newGame(800, 560, rules.maxLevel);
    for (let n = 0; n < rules.wordsPerLevel; n += 1) typeWord(state, spawnOne(state).word, meteorGame.skin, n * 1000);
    expect(state).toMatchObject({ over: true, won: true });
  });

  it('a puzzle word runs out of time on its tile, and typed tiles stay revealed', () => {
    const state = newGame(800, 560);
    const first = spawnOne(state, puzzleGame.skin);
    typeWord(state, first.word, puzzleGame.skin);
    expect(state.collected).toEqual([first.slot]);
    const second = spawnOne(state, puzzleGame.skin);
    expect(second.slot).not.toBe(first.slot);
    const events = Array.from({ length: 200 }, () => step(state, puzzleGame.skin, 0.05, fixed)).flat();
    expect(events.map((e) => e.type)).toContain('escape');
  });
});
