import type { Effect, GameState, Target } from './word-game';

/**
 * Drawing shared by the five games: the words (typed letters gold, the rest white on a dark
 * outline so they read on any background), score pops, and the score/level/lives bar.
 */
export function paintWord(ctx: CanvasRenderingContext2D, target: Target, active: boolean, x = target.x, y = target.y): void {
  const size = active ? 30 : 26;
  ctx.font = `800 ${size}px 'Noto Sans Mono', 'DejaVu Sans Mono', monospace`;
  ctx.textBaseline = 'middle';
  const width = ctx.measureText(target.word).width;
  let left = x - width / 2;
  ctx.lineWidth = 5;
  ctx.strokeStyle = 'rgba(20,24,60,0.9)';
  ctx.strokeText(target.word, left, y);
  const done = target.word.slice(0, target.typed);
  ctx.fillStyle = '#ffd43b';
  ctx.fillText(done, left, y);
  left += ctx.measureText(done).width;
  ctx.fillStyle = active ? '#ffffff' : '#e7f5ff';
  ctx.fillText(target.word.slice(target.typed), left, y);
  if (active) {
    ctx.fillStyle = '#ffd43b';
    ctx.fillRect(x - width / 2, y + size / 2 + 2, width, 4);
  }
}

export function paintEffects(ctx: CanvasRenderingContext2D, effects: Effect[]): void {
  for (const e of effects) {
    const t = e.age / 0.8;
    ctx.globalAlpha = 1 - t;
    if (e.kind === 'hit') {
      ctx.fillStyle = '#ffd43b';
      for (let i = 0; i < 8; i += 1) {
        const a = (i / 8) * Math.PI * 2;
        ctx.beginPath();
        ctx.arc(e.x + Math.cos(a) * 60 * t, e.y + Math.sin(a) * 60 * t, 5 * (1 - t) + 1, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    ctx.font = e.kind === 'level' ? "900 56px 'Noto Sans SC', sans-serif" : "800 24px 'Noto Sans SC', sans-serif";
    ctx.textAlign = 'center';
    ctx.fillStyle = e.kind === 'escape' ? '#ff8787' : '#ffffff';
    ctx.fillText(e.text, e.x, e.y - 30 * t - (e.kind === 'hit' ? 20 : 0));
    ctx.textAlign = 'left';
  }
  ctx.globalAlpha = 1;
}

export function paintHud(ctx: CanvasRenderingContext2D, state: GameState): void {
  ctx.fillStyle = 'rgba(10,12,40,0.55)';
  ctx.fillRect(0, 0, state.width, 44);
  ctx.font = "800 22px 'Noto Sans SC', sans-serif";
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#fff';
  ctx.fillText(`得分 ${state.score}`, 16, 22);
  ctx.fillText(`第 ${state.level} 关`, 200, 22);
  ctx.fillText(`连击 ${state.combo}`, 330, 22);
  ctx.fillStyle = '#ff6b6b';
  ctx.fillText('❤'.repeat(Math.max(0, state.lives)), state.width - 30 * 5 - 10, 22);
  // Progress to the next level.
  ctx.fillStyle = 'rgba(255,255,255,0.25)';
  ctx.fillRect(470, 16, 160, 12);
  ctx.fillStyle = '#69db7c';
  ctx.fillRect(470, 16, (160 * state.cleared) / 8, 12);
}

/** A starry sky painted once per size into an offscreen canvas, then copied each frame. */
export function starField(width: number, height: number, top: string, bottom: string, stars = 90): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, top);
  sky.addColorStop(1, bottom);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  ctx.fillStyle = 'rgba(255,255,255,0.8)';
  for (let i = 0; i < stars; i += 1) {
    ctx.beginPath();
    ctx.arc(random() * width, random() * height, random() * 1.8 + 0.3, 0, Math.PI * 2);
    ctx.fill();
  }
  return canvas;
}
