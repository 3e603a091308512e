/**
 * The typing area's look in one place: big friendly type, space colours, and the few animations
 * (the next key pulses, a wrong key shakes) that inline styles cannot express.
 */
const css = `
.tp-area { --tp-ink: #243b6b; --tp-sky: #eef6ff; font-family: 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif; color: var(--tp-ink); }
.tp-card { background: #fff; border-radius: 20px; box-shadow: 0 6px 24px rgba(36,59,107,.10); padding: 20px 24px; }
.tp-title { font-size: 26px; font-weight: 800; margin: 0 0 6px; }
.tp-sub { font-size: 15px; color: #5b6f99; margin: 0 0 16px; }
.tp-text { font-family: 'JetBrains Mono', 'Noto Sans Mono', Consolas, monospace; font-size: 34px; line-height: 1.7; letter-spacing: 1px; word-break: break-all; background: var(--tp-sky); border-radius: 16px; padding: 18px 22px; min-height: 96px; }
.tp-text .done { color: #2f9e44; }
.tp-text .missed { color: #e03131; }
.tp-text .todo { color: #8aa0c8; }
.tp-text .cur { color: #1c7ed6; background: #fff3bf; border-bottom: 4px solid #1c7ed6; border-radius: 4px; }
.tp-text .ghost { box-shadow: inset 0 -4px 0 #be4bdb; }
.tp-key { position: absolute; display: flex; align-items: center; justify-content: center; border-radius: 8px; font: 600 16px/1 'Noto Sans Mono', monospace; border: 2px solid rgba(36,59,107,.18); transition: transform .08s; }
.tp-key.next { border-color: #1c7ed6; transform: translateY(-3px); box-shadow: 0 0 0 4px rgba(28,126,214,.35); }
.tp-key.bump { box-shadow: inset 0 0 0 3px #fff, 0 0 0 2px #f59f00; }
/* The pulse fades a ring in and out: opacity runs on the compositor, a pulsing box-shadow would repaint the keyboard every frame while the child types. */
.tp-key.next::after { content: ''; position: absolute; inset: -2px; border-radius: 10px; box-shadow: 0 0 0 8px rgba(28,126,214,.25); opacity: 0; animation: tp-pulse 0.9s ease-in-out infinite; pointer-events: none; }
@keyframes tp-pulse { 50% { opacity: 1; } }
.tp-stat { text-align: center; min-width: 96px; }
.tp-stat b { display: block; font-size: 30px; line-height: 1.1; }
.tp-stat span { font-size: 13px; color: #5b6f99; }
.tp-planet { border-radius: 50%; display: flex; align-items: center; justify-content: center; color: #fff; font-weight: 800; text-shadow: 0 2px 4px rgba(0,0,0,.3); cursor: pointer; transition: transform .2s; box-shadow: inset -10px -12px 0 rgba(0,0,0,.15), 0 8px 20px rgba(0,0,0,.25); }
.tp-planet:hover { transform: scale(1.08) rotate(-4deg); }
.tp-space { background: radial-gradient(circle at 20% 20%, #3b5bdb 0, #1b1f4b 55%, #0b0d26 100%); border-radius: 24px; color: #fff; position: relative; overflow: hidden; }
`;

export function TypingStyles() {
  return <style>{css}</style>;
}
