import { Button, Segmented, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageProps } from '../../../resources/page-props';
import { seededRandom } from '../content/seeded-random';
import { saveRun, useProgress } from '../engine/progress-store';
import { play, prepareSoundWhenIdle } from '../engine/sound';
import { useKeyInput } from '../engine/use-key-input';
import { whenIdle } from '../engine/when-idle';
import { games } from '../games/all-games';
import type { GameDefinition } from '../games/game-definition';
import { startLoop } from '../games/game-loop';
import { paintEffects, paintHud, prepareWord } from '../games/paint';
import { levelStarsFor, newGame, pressKey, rules, step, takeLevelSummary, type GameEvent, type GameState } from '../games/word-game';
import { levelStars } from '../model/progress';
import { TypingPage } from '../ui/typing-page';

const height = 560;
type Phase = 'ready' | 'playing' | 'over';

/**
 * The screen of all five games: one canvas drawn at the display's frame rate by the shared loop,
 * the game's skin deciding motion and looks. Each cleared level is saved with its stars and score.
 */
export function GamePage({ route }: PageProps) {
  const game: GameDefinition = games[route.name as GameDefinition['id']];
  const { progress } = useProgress();
  const canvas = useRef<HTMLCanvasElement>(null);
  const backdrop = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const state = useRef<GameState | null>(null);
  const [phase, setPhase] = useState<Phase>('ready');
  const [final, setFinal] = useState({ level: 1, score: 0 });
  // The line under the canvas and the word list for screen readers change on game events; they
  // are written straight into the page so that playing never re-renders the React tree.
  const levelText = useRef<HTMLSpanElement>(null);
  const scoreText = useRef<HTMLSpanElement>(null);
  const livesText = useRef<HTMLSpanElement>(null);
  const wordList = useRef<HTMLUListElement>(null);
  const showBoard = (s: GameState) => {
    if (levelText.current) levelText.current.textContent = `第 ${s.level} 关`;
    if (scoreText.current) scoreText.current.textContent = `得分 ${s.score}`;
    if (livesText.current) livesText.current.textContent = `生命 ${'❤'.repeat(Math.max(0, s.lives))}`;
    wordList.current?.replaceChildren(
      ...s.targets.map((t) => {
        const item = document.createElement('li');
        item.textContent = t.word;
        return item;
      }),
    );
  };
  const unlocked = Math.min(rules.maxLevel, 1 + Math.max(0, ...Array.from({ length: rules.maxLevel }, (_, i) => (levelStars(progress, `${game.id}-${i + 1}`) > 0 ? i + 1 : 0))));
  const [startLevel, setStartLevel] = useState(1);
  const best = Math.max(0, ...progress.completedLevels.filter((l) => l.levelId.startsWith(`${game.id}-`)).map((l) => l.bestScore ?? 0));

  const handle = useCallback(
    (events: GameEvent[]) => {
      const s = state.current!;
      for (const event of events) {
        if (event.type === 'hit') play('key');
        else if (event.type === 'wrong') play('wrong');
        else if (event.type === 'destroy') play('hit');
        else if (event.type === 'escape') play('lose');
        else if (event.type === 'levelUp') {
          play('levelUp');
          // Saved when the page is idle: saving re-draws the page around the game, which the next frame must not wait for.
          const run = { mode: game.id, levelId: `${game.id}-${event.level}`, summary: takeLevelSummary(s), stars: levelStarsFor(s.lives), score: s.score, at: new Date() };
          whenIdle(() => void saveRun(run));
        } else if (event.type === 'over') {
          if (!s.won) void saveRun({ mode: game.id, summary: takeLevelSummary(s), score: s.score, at: new Date() });
          setFinal({ level: s.level, score: s.score });
          setPhase('over');
        }
      }
      // The page's text (word list for screen readers, level and score) changes only on events, never per frame.
      if (events.some((e) => e.type !== 'hit' && e.type !== 'wrong')) showBoard(s);
      // A new word's looks (aimed at, typed) are drawn while the page is idle, before the child types it.
      if (events.some((e) => e.type === 'spawn')) whenIdle(() => s.targets.forEach((t) => prepareWord(t.word)));
    },
    [game.id],
  );

  useEffect(prepareSoundWhenIdle, []);

  const start = useCallback(() => {
    const width = box.current?.clientWidth ?? 1000;
    state.current = newGame(width, height, Math.min(startLevel, unlocked));
    showBoard(state.current);
    setPhase('playing');
  }, [startLevel, unlocked]);

  useEffect(() => {
    if (phase !== 'playing' || !canvas.current || !state.current) return undefined;
    const s = state.current;
    const element = canvas.current;
    const ratio = window.devicePixelRatio || 1;
    for (const layer of [element, backdrop.current]) {
      if (!layer) continue;
      layer.width = s.width * ratio;
      layer.height = s.height * ratio;
      layer.getContext('2d')!.setTransform(ratio, 0, 0, ratio, 0, 0);
    }
    const ctx = element.getContext('2d')!;
    // The scenery is painted once into the canvas underneath; a frame clears its own layer and
    // draws only what moves (copying the whole sky each frame was most of a frame's pixels).
    backdrop.current?.getContext('2d')!.drawImage(game.background(s.width, s.height), 0, 0, s.width, s.height);
    const random = seededRandom(`${game.id}-${Date.now()}`);
    return startLoop((dt, now) => {
      const events = step(s, game.skin, dt, random);
      if (events.length) handle(events);
      ctx.clearRect(0, 0, s.width, s.height);
      game.paint(ctx, s, now);
      paintEffects(ctx, s.effects);
      paintHud(ctx, s);
    });
  }, [phase, game, handle]);

  useKeyInput(true, (key, at) => {
    if (phase !== 'playing') {
      if (key === ' ') start();
      return;
    }
    const s = state.current!;
    handle(pressKey(s, game.skin, key, at));
  });

  return (
    <TypingPage title={game.title} subtitle={game.howTo}>
      <div ref={box} style={{ position: 'relative', borderRadius: 20, overflow: 'hidden', height, background: '#1b1f4b' }}>
        <canvas ref={backdrop} aria-hidden style={{ position: 'absolute', inset: 0, width: '100%', height, display: phase === 'playing' || phase === 'over' ? 'block' : 'none' }} />
        <canvas ref={canvas} style={{ position: 'absolute', inset: 0, width: '100%', height, display: phase === 'playing' || phase === 'over' ? 'block' : 'none' }} data-testid="game-canvas" />
        {phase !== 'playing' && (
          <div className="tp-space" style={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 16, background: phase === 'over' ? 'rgba(11,13,38,0.8)' : undefined }}>
            <div style={{ fontSize: 44, fontWeight: 900 }}>{phase === 'over' ? (state.current?.won ? '全部通关！你太棒了！' : '游戏结束') : game.title}</div>
            {phase === 'over' && <div style={{ fontSize: 24 }} data-testid="game-final-score">得分 {final.score} · 到达第 {final.level} 关</div>}
            <div style={{ fontSize: 18 }}>最高得分：{Math.max(best, phase === 'over' ? final.score : 0)}　每关 {rules.wordsPerLevel} 个目标，共 {rules.maxLevel} 关，越往后越快！</div>
            <Space>
              <span style={{ fontSize: 18 }}>从第</span>
              <Segmented size="large" value={Math.min(startLevel, unlocked)} onChange={(level) => setStartLevel(Number(level))} options={Array.from({ length: unlocked }, (_, i) => ({ value: i + 1, label: <span data-testid={`game-level-${i + 1}`}>{i + 1}</span> }))} />
              <span style={{ fontSize: 18 }}>关开始</span>
              <Button type="primary" size="large" shape="round" onClick={start} data-testid="game-start">
                {phase === 'over' ? '再玩一次' : '开始游戏'}（空格键）
              </Button>
            </Space>
          </div>
        )}
      </div>
      <div style={{ marginTop: 8, display: 'flex', gap: 24, fontSize: 16 }} aria-live="polite">
        <span data-testid="game-level" ref={levelText}>第 1 关</span>
        <span data-testid="game-score" ref={scoreText}>得分 0</span>
        <span ref={livesText} />
      </div>
      <ul data-testid="game-words" ref={wordList} aria-label="屏幕上的单词" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }} />
    </TypingPage>
  );
}
