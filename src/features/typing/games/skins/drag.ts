import type { GameDefinition } from '../game-definition';
import { paintWord, starField } from '../paint';
import { speedFactor } from '../word-game';

const lanes = 4;
const laneY = (state: { height: number }, lane: number) => 110 + lane * ((state.height - 160) / lanes);

/** 拖拽打字: cargo rides conveyor belts to the edge; typing its label drags it up into the rocket before it falls off. */
export const dragGame: GameDefinition = {
  id: 'drag',
  title: '拖拽打字',
  howTo: '货物在传送带上往右走，打出货箱上的字，就能把它拖进火箭，别让它掉下去！',
  skin: {
    slots: lanes,
    spawn(state, target) {
      target.x = -60;
      target.y = laneY(state, target.slot);
      target.vx = 60 * speedFactor(state.level);
    },
    escaped: (target, state) => target.x > state.width - 150,
    danger: (target) => target.x,
  },
  background: (w, h) => {
    const canvas = starField(w, h, '#1b1f4b', '#364fc7', 60);
    const ctx = canvas.getContext('2d')!;
    for (let lane = 0; lane < lanes; lane += 1) {
      const y = laneY({ height: h }, lane) + 30;
      ctx.fillStyle = '#495057';
      ctx.fillRect(0, y, w - 150, 12);
      ctx.fillStyle = '#adb5bd';
      for (let x = 0; x < w - 150; x += 40) ctx.fillRect(x, y + 3, 20, 6);
    }
    ctx.fillStyle = '#f1f3f5';
    ctx.beginPath();
    ctx.moveTo(w - 75, 60);
    ctx.lineTo(w - 30, 160);
    ctx.lineTo(w - 30, h - 60);
    ctx.lineTo(w - 120, h - 60);
    ctx.lineTo(w - 120, 160);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#fa5252';
    ctx.fillRect(w - 120, h - 60, 90, 20);
    return canvas;
  },
  paint(ctx, state) {
    // Cargo already loaded fills the rocket's window.
    ctx.fillStyle = '#fab005';
    const loaded = state.collected.length % 13;
    for (let i = 0; i < loaded; i += 1) ctx.fillRect(state.width - 110 + (i % 3) * 26, state.height - 90 - Math.floor(i / 3) * 26, 22, 22);
    for (const t of state.targets) {
      ctx.fillStyle = '#d9480f';
      ctx.fillRect(t.x - 50, t.y - 26, 100, 52);
      ctx.strokeStyle = '#ffa94d';
      ctx.lineWidth = 3;
      ctx.strokeRect(t.x - 50, t.y - 26, 100, 52);
      paintWord(ctx, t, state.active === t.id, t.x, t.y);
    }
  },
};
