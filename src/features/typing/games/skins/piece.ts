import type { GameDefinition } from '../game-definition';
import { paintWord, starField } from '../paint';
import { speedFactor } from '../word-game';

const slots = 10;

/** 碎片打字: ship pieces fly in from every side; typing a piece's word fits it onto the ship, one that crashes into it costs a life. */
export const pieceGame: GameDefinition = {
  id: 'piece',
  title: '碎片打字',
  howTo: '飞船碎片从四面八方飞过来！打出碎片上的字，把它安装到飞船上；撞上来的碎片会让飞船受伤。',
  skin: {
    slots,
    keepsPieces: true,
    spawn(state, target, random) {
      const angle = random() * Math.PI * 2;
      const radius = Math.hypot(state.width, state.height) / 2;
      const cx = state.width / 2;
      const cy = state.height / 2 + 20;
      target.x = cx + Math.cos(angle) * radius * 0.9;
      target.y = Math.min(state.height - 30, Math.max(70, cy + Math.sin(angle) * radius * 0.9));
      const speed = 34 * speedFactor(state.level);
      const d = Math.hypot(cx - target.x, cy - target.y);
      target.vx = ((cx - target.x) / d) * speed;
      target.vy = ((cy - target.y) / d) * speed;
    },
    escaped: (target, state) => Math.hypot(target.x - state.width / 2, target.y - state.height / 2 - 20) < 80,
    danger: (target, state) => -Math.hypot(target.x - state.width / 2, target.y - state.height / 2 - 20),
  },
  background: (w, h) => starField(w, h, '#000814', '#1d3557', 140),
  paint(ctx, state, now) {
    const cx = state.width / 2;
    const cy = state.height / 2 + 20;
    ctx.fillStyle = '#dee2e6';
    ctx.beginPath();
    ctx.ellipse(cx, cy, 34, 50, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#4dabf7';
    ctx.beginPath();
    ctx.arc(cx, cy - 12, 12, 0, Math.PI * 2);
    ctx.fill();
    for (const slot of state.collected) {
      const a = (slot / slots) * Math.PI * 2 + now / 4000;
      ctx.fillStyle = `hsl(${slot * 36}, 80%, 62%)`;
      ctx.fillRect(cx + Math.cos(a) * 62 - 10, cy + Math.sin(a) * 62 - 10, 20, 20);
    }
    for (const t of state.targets) {
      ctx.fillStyle = `hsl(${t.slot * 36}, 80%, 62%)`;
      ctx.save();
      ctx.translate(t.x, t.y);
      ctx.rotate(t.age * 2);
      ctx.fillRect(-16, -16, 32, 32);
      ctx.restore();
      paintWord(ctx, t, state.active === t.id, t.x, t.y - 34);
    }
  },
};
