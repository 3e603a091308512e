import { memo } from 'react';

interface Props {
  text: string;
  position: number;
  missed: ReadonlySet<number>;
  /** Where the ghost of the best run is now (races). */
  ghost?: number;
  shake?: number;
}

/** The exercise text: typed characters green (red where a mistake happened), the next one marked. */
export const TypingText = memo(function TypingText({ text, position, missed, ghost, shake }: Props) {
  return (
    <div className={`tp-text${shake ? ' tp-shake' : ''}`} key={shake} data-testid="typing-text" data-position={position} aria-label="练习文本">
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
