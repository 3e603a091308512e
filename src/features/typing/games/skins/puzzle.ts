import type { GameDefinition } from '../game-definition';
import { paintWord, starField } from '../paint';

const cols = 4;
const rows = 3;

function tileRect(state: { width: number; height: number }, slot: number) {
  const w = Math.min(state.width - 80, 900) / cols;
  const h = (state.height - 110) / rows;
  const left = (state.width - w * cols) / 2;
  return { x: left + (slot % cols) * w, y: 70 + Math.floor(slot / cols) * h, w, h };
}

/** 拼图打字: a hidden picture; a word appears on a covered tile with a timer, typing it in time reveals the tile. */
export const puzzleGame: GameDefinition = {
  id: 'puzzle',
  title: '拼图打字',
  howTo: '每块拼图上会出现一个字，在倒计时结束前打出来，就能翻开这块拼图，拼出完整的星空画！',
  skin: {
    slots: cols * rows,
    keepsPieces: true,
    spawn(state, target) {
      const tile = tileRect(state, target.slot);
      target.x = tile.x + tile.w / 2;
      target.y = tile.y + tile.h / 2;
    },
    lifetime: (level) => Math.max(3.2, 9 - 0.6 * (level - 1)),
    escaped: () => false,
    danger: (target) => target.age,
  },
  background: (w, h) => starField(w, h, '#5f3dc4', '#1c7ed6', 40),
  paint(ctx, state) {
    const life = puzzleGame.skin.lifetime!(state.level);
    for (let slot = 0; slot < cols * rows; slot += 1) {
      const tile = tileRect(state, slot);
      if (state.collected.includes(slot)) {
        // The picture: a planet with a ring and a rocket, painted tile by tile as they open.
        ctx.save();
        ctx.beginPath();
        ctx.rect(tile.x, tile.y, tile.w, tile.h);
        ctx.clip();
        const board = tileRect(state, 0);
        const cx = board.x + (tile.w * cols) / 2;
        const cy = board.y + (tile.h * rows) / 2;
        ctx.fillStyle = '#0b1033';
        ctx.fillRect(tile.x, tile.y, tile.w, tile.h);
        ctx.fillStyle = '#ffa94d';
        ctx.beginPath();
        ctx.arc(cx - tile.w * 0.6, cy, tile.h * 0.9, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = '#ffe066';
        ctx.lineWidth = 12;
        ctx.beginPath();
        ctx.ellipse(cx - tile.w * 0.6, cy, tile.h * 1.5, tile.h * 0.35, -0.3, 0, Math.PI * 2);
        ctx.stroke();
        ctx.fillStyle = '#f8f9fa';
        ctx.beginPath();
        ctx.moveTo(cx + tile.w, cy - tile.h);
        ctx.lineTo(cx + tile.w * 1.3, cy + tile.h * 0.6);
        ctx.lineTo(cx + tile.w * 0.7, cy + tile.h * 0.6);
        ctx.closePath();
        ctx.fill();
        ctx.restore();
      } else {
        ctx.fillStyle = 'rgba(255,255,255,0.18)';
        ctx.fillRect(tile.x + 4, tile.y + 4, tile.w - 8, tile.h - 8);
      }
    }
    for (const t of state.targets) {
      const tile = tileRect(state, t.slot);
      ctx.strokeStyle = t.age > life * 0.7 ? '#ff6b6b' : '#69db7c';
      ctx.lineWidth = 6;
      ctx.beginPath();
      ctx.arc(t.x, t.y, Math.min(tile.w, tile.h) / 2 - 10, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * (1 - t.age / life));
      ctx.stroke();
      paintWord(ctx, t, state.active === t.id);
    }
  },
};
