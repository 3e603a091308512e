import { memo, useLayoutEffect, useRef } from 'react';

interface Props {
  text: string;
  position: number;
  missed: ReadonlySet<number>;
  /** Where the ghost of the best run is now (races). */
  ghost?: number;
  shake?: number;
}

const shaking: Keyframe[] = [{ transform: 'translateX(0)' }, { transform: 'translateX(-6px)' }, { transform: 'translateX(6px)' }, { transform: 'translateX(0)' }];

/** The exercise text: typed characters green (red where a mistake happened), the next one marked. */
export const TypingText = memo(function TypingText({ text, position, missed, ghost, shake }: Props) {
  const box = useRef<HTMLDivElement>(null);
  // A wrong key shakes the text by restarting an animation on the same element: remounting it
  // (a new key per mistake) would rebuild every letter's span on the keystroke's frame. Started
  // before the browser paints, so the shake is in the key's own frame.
  useLayoutEffect(() => {
    if (shake) box.current?.animate?.(shaking, { duration: 180, easing: 'linear' });
  }, [shake]);
  return (
    <div className="tp-text" ref={box} data-testid="typing-text" data-position={position} aria-label="练习文本">
      {[...text].map((char, i) => {
        const state = i < position ? (missed.has(i) ? 'missed' : 'done') : i === position ? 'cur' : 'todo';
        return (
          <span key={i} className={`${state}${ghost === i ? ' ghost' : ''}`} data-char={i === position ? char : undefined}>
            {char === ' ' ? '\u00a0' : char}
          </span>
        );
      })}
    </div>
  );
});
