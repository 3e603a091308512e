import type { Effect, GameState, Target } from './word-game';

/**
 * Drawing shared by the five games: the words (typed letters gold, the rest white on a dark
 * outline so they read on any background), score pops, and the score/level/lives bar.
 *
 * Text is the dear part of a frame (font parsing, measuring, a 5 px outline per glyph): a word is
 * drawn once per look into small canvases of its own when it appears, and the frames only copy
 * them. The bar the same, once per change.
 */
interface Sprite {
  canvas: HTMLCanvasElement;
  /** Size in CSS pixels; the canvas itself is devicePixelRatio times larger. */
  width: number;
  height: number;
}

const wordFont = (size: number) => `800 ${size}px 'Noto Sans Mono', 'DejaVu Sans Mono', monospace`;
const outline = 5;
const sprites = new Map<string, Sprite>();
/** Enough for every word on screen in every look; when full the oldest goes (words long gone from the screen). */
const maxSprites = 200;

function drawSprite(width: number, height: number, draw: (ctx: CanvasRenderingContext2D) => void): Sprite {
  const ratio = globalThis.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * ratio);
  canvas.height = Math.ceil(height * ratio);
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  draw(ctx);
  return { canvas, width, height };
}

let measurer: CanvasRenderingContext2D | null = null;
const textWidth = (font: string, text: string) => {
  measurer ??= document.createElement('canvas').getContext('2d')!;
  measurer.font = font;
  return measurer.measureText(text).width;
};

/**
 * A word's looks: waiting (smaller, pale) or aimed at (larger, white, a bar under it), each also
 * all in gold. Typed letters are the gold picture's left part laid over the other (the font is
 * monospaced), so a keystroke draws no text: four pictures per word serve every letter typed.
 */
interface WordLook extends Sprite {
  /** Width of one letter, CSS pixels. */
  advance: number;
}

const lookSize = (aimed: boolean) => (aimed ? 30 : 26);

function wordLook(word: string, aimed: boolean, gold: boolean): WordLook {
  const key = `${aimed ? 1 : 0}${gold ? 1 : 0}|${word}`;
  const cached = sprites.get(key) as WordLook | undefined;
  if (cached) return cached;
  const size = lookSize(aimed);
  const font = wordFont(size);
  const width = textWidth(font, word);
  if (sprites.size >= maxSprites) sprites.delete(sprites.keys().next().value!);
  // Room for the outline around the text and, for the word aimed at, the bar under it.
  const drawn = drawSprite(Math.ceil(width + 2 * outline + 2), size + 2 * outline + 8, (ctx) => {
    const y = outline + size / 2 + 1;
    ctx.font = font;
    ctx.textBaseline = 'middle';
    ctx.lineWidth = outline;
    ctx.lineJoin = 'round';
    ctx.strokeStyle = 'rgba(20,24,60,0.9)';
    ctx.strokeText(word, outline + 1, y);
    ctx.fillStyle = gold ? '#ffd43b' : aimed ? '#ffffff' : '#e7f5ff';
    ctx.fillText(word, outline + 1, y);
    if (aimed) {
      ctx.fillStyle = '#ffd43b';
      ctx.fillRect(outline + 1, y + size / 2 + 2, width, 4);
    }
  });
  const look: WordLook = { ...drawn, advance: word.length ? width / word.length : 0 };
  sprites.set(key, look);
  return look;
}

/** Draws the word's pictures ahead (when a word appears), so neither a frame nor a keystroke has to. */
export function prepareWord(word: string): void {
  for (const aimed of [false, true]) for (const gold of [false, true]) wordLook(word, aimed, gold);
}

/** A word centred on (x, y). */
export function paintWord(ctx: CanvasRenderingContext2D, target: Target, active: boolean, x = target.x, y = target.y): void {
  const look = wordLook(target.word, active, false);
  const left = Math.round(x - look.width / 2);
  const top = Math.round(y - outline - lookSize(active) / 2 - 1);
  ctx.drawImage(look.canvas, left, top, look.width, look.height);
  if (target.typed <= 0) return;
  const gold = wordLook(target.word, active, true);
  // Up to the end of the last typed letter; the outline left of the first letter goes with it.
  const cut = Math.min(gold.width, outline + 1 + target.typed * gold.advance);
  const scale = gold.canvas.width / gold.width;
  ctx.drawImage(gold.canvas, 0, 0, cut * scale, gold.canvas.height, left, top, cut, gold.height);
}

/** A score pop or level banner's text, drawn once per text and copied while it floats up and fades. */
function effectText(text: string, kind: Effect['kind']): Sprite {
  const key = `fx|${kind}|${text}`;
  const cached = sprites.get(key);
  if (cached) return cached;
  const font = kind === 'level' ? "900 56px 'Noto Sans SC', sans-serif" : "800 24px 'Noto Sans SC', sans-serif";
  const size = kind === 'level' ? 56 : 24;
  if (sprites.size >= maxSprites) sprites.delete(sprites.keys().next().value!);
  const drawn = drawSprite(Math.ceil(textWidth(font, text)) + 4, Math.ceil(size * 1.4), (ctx) => {
    ctx.font = font;
    ctx.textBaseline = 'middle';
    ctx.fillStyle = kind === 'escape' ? '#ff8787' : '#ffffff';
    ctx.fillText(text, 2, size * 0.7);
  });
  sprites.set(key, drawn);
  return drawn;
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
    const text = effectText(e.text, e.kind);
    const y = e.y - 30 * t - (e.kind === 'hit' ? 20 : 0);
    ctx.drawImage(text.canvas, Math.round(e.x - text.width / 2), Math.round(y - text.height / 2), text.width, text.height);
  }
  ctx.globalAlpha = 1;
}

const hudFont = "800 22px 'Noto Sans SC', sans-serif";
const hudHeight = 44;

let hud: { key: string; bar: Sprite } | null = null;

/** The bar at the top: drawn again only when one of its figures changes. */
export function paintHud(ctx: CanvasRenderingContext2D, state: GameState): void {
  const lives = Math.max(0, state.lives);
  const key = `${state.width}|${state.score}|${state.level}|${state.combo}|${lives}|${state.cleared}`;
  if (hud?.key !== key) hud = { key, bar: hudBar(state, lives) };
  ctx.drawImage(hud.bar.canvas, 0, 0, hud.bar.width, hud.bar.height);
}

function hudBar(state: GameState, lives: number): Sprite {
  return drawSprite(state.width, hudHeight, (hud) => {
    hud.fillStyle = 'rgba(10,12,40,0.55)';
    hud.fillRect(0, 0, state.width, hudHeight);
    hud.font = hudFont;
    hud.textBaseline = 'middle';
    hud.fillStyle = '#fff';
    hud.fillText(`得分 ${state.score}`, 16, 22);
    hud.fillText(`第 ${state.level} 关`, 200, 22);
    hud.fillText(`连击 ${state.combo}`, 330, 22);
    hud.fillStyle = '#ff6b6b';
    hud.fillText('❤'.repeat(lives), state.width - 30 * 5 - 10, 22);
    // Progress to the next level.
    hud.fillStyle = 'rgba(255,255,255,0.25)';
    hud.fillRect(470, 16, 160, 12);
    hud.fillStyle = '#69db7c';
    hud.fillRect(470, 16, (160 * state.cleared) / 8, 12);
  });
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
