import type { GameDefinition } from '../game-definition';
import { paintWord, starField } from '../paint';
import { speedFactor } from '../word-game';

const colors = ['#ff6b6b', '#fcc419', '#51cf66', '#339af0', '#cc5de8', '#ff922b'];

/** 气球打字: balloons float up and away; typing a balloon's word pops it before it leaves the sky. */
export const balloonGame: GameDefinition = {
  id: 'balloon',
  title: '气球打字',
  howTo: '彩色气球飘上天啦！在它们飞走之前，打出气球上的字把它戳破。',
  skin: {
    spawn(state, target, random) {
      target.x = 70 + random() * (state.width - 140);
      target.y = state.height + 40;
      target.vy = -34 * speedFactor(state.level);
    },
    move(target, dt) {
      target.y += target.vy * dt;
      target.x += Math.sin(target.age * 2 + target.id) * 18 * dt;
    },
    escaped: (target) => target.y < 70,
    danger: (target) => -target.y,
  },
  background: (w, h) => starField(w, h, '#74c0fc', '#e7f5ff', 0),
  paint(ctx, state) {
    for (const t of state.targets) {
      ctx.strokeStyle = '#868e96';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(t.x, t.y + 34);
      ctx.quadraticCurveTo(t.x + 8, t.y + 55, t.x, t.y + 75);
      ctx.stroke();
      ctx.fillStyle = colors[t.id % colors.length];
      ctx.beginPath();
      ctx.ellipse(t.x, t.y, 30, 36, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = 'rgba(255,255,255,0.5)';
      ctx.beginPath();
      ctx.ellipse(t.x - 10, t.y - 12, 7, 10, -0.5, 0, Math.PI * 2);
      ctx.fill();
      paintWord(ctx, t, state.active === t.id, t.x, t.y);
    }
  },
};
