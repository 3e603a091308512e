import type { GameDefinition } from '../game-definition';
import { paintWord, starField } from '../paint';
import { speedFactor } from '../word-game';

/** 流星打字: meteors fall towards the planet; typing a meteor's word blows it up before it lands. */
export const meteorGame: GameDefinition = {
  id: 'meteor',
  title: '流星打字',
  howTo: '流星正在落向我们的星球！打出流星上的字母或单词，把它击碎。',
  skin: {
    spawn(state, target, random) {
      target.x = 70 + random() * (state.width - 140);
      target.y = 64;
      target.vx = (random() - 0.5) * 20;
      target.vy = 38 * speedFactor(state.level);
    },
    escaped: (target, state) => target.y > state.height - 70,
    danger: (target) => target.y,
  },
  background: (w, h) => {
    const canvas = starField(w, h, '#0b1033', '#2b2d77');
    const ctx = canvas.getContext('2d')!;
    const ground = ctx.createRadialGradient(w / 2, h + w * 0.9, w * 0.5, w / 2, h + w * 0.9, w);
    ground.addColorStop(0, '#40c057');
    ground.addColorStop(1, '#1864ab');
    ctx.fillStyle = ground;
    ctx.beginPath();
    ctx.arc(w / 2, h + w * 0.9, w, 0, Math.PI * 2);
    ctx.fill();
    return canvas;
  },
  paint(ctx, state) {
    for (const t of state.targets) {
      const tail = ctx.createLinearGradient(t.x, t.y - 70, t.x, t.y);
      tail.addColorStop(0, 'rgba(255,146,43,0)');
      tail.addColorStop(1, 'rgba(255,146,43,0.8)');
      ctx.fillStyle = tail;
      ctx.beginPath();
      ctx.moveTo(t.x - 16, t.y);
      ctx.lineTo(t.x + 16, t.y);
      ctx.lineTo(t.x - t.vx * 0.6, t.y - 80);
      ctx.fill();
      ctx.fillStyle = '#8d6e63';
      ctx.beginPath();
      ctx.arc(t.x, t.y, 20, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#a1887f';
      ctx.beginPath();
      ctx.arc(t.x - 6, t.y - 5, 6, 0, Math.PI * 2);
      ctx.fill();
      paintWord(ctx, t, state.active === t.id, t.x, t.y + 40);
    }
  },
};
