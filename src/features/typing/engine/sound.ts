/**
 * Sound effects synthesized with WebAudio (no files to download): a soft tick for each right
 * key, a low buzz for a wrong one, a little tune for success. Muting is the student's setting.
 */
export type SoundName = 'key' | 'wrong' | 'hit' | 'success' | 'lose' | 'levelUp';

const notes: Record<SoundName, [number, number, OscillatorType][]> = {
  key: [[880, 0.03, 'sine']],
  wrong: [[160, 0.12, 'square']],
  hit: [[660, 0.05, 'triangle'], [990, 0.07, 'triangle']],
  success: [[523, 0.1, 'triangle'], [659, 0.1, 'triangle'], [784, 0.18, 'triangle']],
  lose: [[392, 0.15, 'sawtooth'], [262, 0.25, 'sawtooth']],
  levelUp: [[523, 0.08, 'square'], [784, 0.08, 'square'], [1046, 0.2, 'square']],
};

let context: AudioContext | null = null;
let muted = false;

export function setMuted(value: boolean): void {
  muted = value;
}

export function isMuted(): boolean {
  return muted;
}

export function play(name: SoundName): void {
  if (muted || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    let at = context.currentTime;
    for (const [frequency, seconds, type] of notes[name]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = type;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + seconds);
      at += seconds;
    }
  } catch {
    // A browser refusing audio (autoplay rules) must never stop the typing.
  }
}
