import { forwardRef, useImperativeHandle, useRef } from 'react';
import type { TurtleOp } from './python-protocol';

const size = 400;

export interface TurtleCanvasHandle {
  draw(ops: TurtleOp[]): void;
  reset(): void;
}

/** The turtle's stage: Python's coordinates (origin in the centre, y up) painted on a canvas, the turtle as a small arrow on top. */
export const TurtleCanvas = forwardRef<TurtleCanvasHandle>(function TurtleCanvas(_, ref) {
  const paper = useRef<HTMLCanvasElement>(null);
  const sprite = useRef<HTMLCanvasElement>(null);
  const px = (x: number) => size / 2 + x;
  const py = (y: number) => size / 2 - y;

  const drawSprite = (pose: Extract<TurtleOp, { op: 'pose' }>) => {
    const context = sprite.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, size, size);
    if (!pose.visible) return;
    context.save();
    context.translate(px(pose.x), py(pose.y));
    context.rotate((-pose.heading * Math.PI) / 180);
    context.fillStyle = '#16a34a';
    context.beginPath();
    context.moveTo(10, 0);
    context.lineTo(-6, 6);
    context.lineTo(-3, 0);
    context.lineTo(-6, -6);
    context.closePath();
    context.fill();
    context.restore();
  };

  useImperativeHandle(ref, () => ({
    reset() {
      paper.current?.getContext('2d')?.clearRect(0, 0, size, size);
      if (paper.current) paper.current.style.background = '#fff';
      sprite.current?.getContext('2d')?.clearRect(0, 0, size, size);
    },
    draw(ops) {
      const context = paper.current?.getContext('2d');
      if (!context) return;
      for (const op of ops) {
        if (op.op === 'line') {
          context.strokeStyle = op.color;
          context.lineWidth = op.width;
          context.lineCap = 'round';
          context.beginPath();
          context.moveTo(px(op.x1), py(op.y1));
          context.lineTo(px(op.x2), py(op.y2));
          context.stroke();
        } else if (op.op === 'dot') {
          context.fillStyle = op.color;
          context.beginPath();
          context.arc(px(op.x), py(op.y), op.size / 2, 0, Math.PI * 2);
          context.fill();
        } else if (op.op === 'write') {
          context.fillStyle = op.color;
          context.font = '16px sans-serif';
          context.fillText(op.text, px(op.x), py(op.y));
        } else if (op.op === 'bgcolor') {
          paper.current!.style.background = op.color;
        } else if (op.op === 'clear') {
          context.clearRect(0, 0, size, size);
        } else drawSprite(op);
      }
    },
  }));

  return (
    <div data-testid="turtle-stage" style={{ position: 'relative', width: size, height: size, maxWidth: '100%', borderRadius: 12, overflow: 'hidden', border: '2px dashed #93c5fd', background: '#fff' }}>
      <canvas ref={paper} width={size} height={size} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />
      <canvas ref={sprite} width={size} height={size} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />
    </div>
  );
});
