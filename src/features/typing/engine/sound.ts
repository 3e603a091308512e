import { whenIdle } from './when-idle';

/**
 * Sound effects synthesized in the page (no files to download): a soft tick for each right key,
 * a low buzz for a wrong one, a little tune for success. Muting is the student's setting.
 *
 * Each sound is rendered once into a sample buffer when a typing screen opens, so a keystroke only
 * starts one buffer: building oscillators per key cost a few milliseconds of the key's frame, and
 * opening the audio device on the first key cost a whole stutter.
 */
export type SoundName = 'key' | 'wrong' | 'hit' | 'success' | 'lose' | 'levelUp';

type Note = [frequency: number, seconds: number, wave: 'sine' | 'square' | 'triangle' | 'sawtooth'];

const notes: Record<SoundName, Note[]> = {
  key: [[880, 0.03, 'sine']],
  wrong: [[160, 0.12, 'square']],
  hit: [[660, 0.05, 'triangle'], [990, 0.07, 'triangle']],
  success: [[523, 0.1, 'triangle'], [659, 0.1, 'triangle'], [784, 0.18, 'triangle']],
  lose: [[392, 0.15, 'sawtooth'], [262, 0.25, 'sawtooth']],
  levelUp: [[523, 0.08, 'square'], [784, 0.08, 'square'], [1046, 0.2, 'square']],
};

const volume = 0.08;
/** Each note fades out exponentially to this level by its end. */
const fadeTo = 0.0001;

/** One period of each wave at phase p (cycles), between -1 and 1. */
const waves: Record<Note[2], (p: number) => number> = {
  sine: (p) => Math.sin(2 * Math.PI * p),
  square: (p) => (p - Math.floor(p) < 0.5 ? 1 : -1),
  triangle: (p) => 4 * Math.abs(p - Math.floor(p + 0.5)) - 1,
  sawtooth: (p) => 2 * (p - Math.floor(p + 0.5)),
};

/** The samples of a sound: its notes one after another, each fading out. */
export function renderSamples(name: SoundName, sampleRate: number): Float32Array<ArrayBuffer> {
  const lengths = notes[name].map(([, seconds]) => Math.round(seconds * sampleRate));
  const samples = new Float32Array(lengths.reduce((a, b) => a + b, 0));
  let offset = 0;
  notes[name].forEach(([frequency, seconds, wave], n) => {
    for (let i = 0; i < lengths[n]; i += 1) {
      const t = i / sampleRate;
      samples[offset + i] = volume * Math.pow(fadeTo / volume, t / seconds) * waves[wave](frequency * t);
    }
    offset += lengths[n];
  });
  return samples;
}

let context: AudioContext | null = null;
const buffers = new Map<SoundName, AudioBuffer>();
let muted = false;

export function setMuted(value: boolean): void {
  muted = value;
}

export function isMuted(): boolean {
  return muted;
}

/** Opens the audio device and renders the sounds; typing screens call it when they open. */
export function prepareSound(): void {
  if (muted || context || typeof AudioContext === 'undefined') return;
  try {
    context = new AudioContext();
    for (const name of Object.keys(notes) as SoundName[]) {
      const samples = renderSamples(name, context.sampleRate);
      const buffer = context.createBuffer(1, samples.length, context.sampleRate);
      buffer.copyToChannel(samples, 0);
      buffers.set(name, buffer);
    }
  } catch {
    // A browser refusing audio must never stop the typing.
    context = null;
  }
}

/** Prepares the sounds once the page is idle after a typing screen opens; returns the cancel (an effect's clean-up). */
export const prepareSoundWhenIdle = (): (() => void) => whenIdle(prepareSound);

export function play(name: SoundName): void {
  if (muted) return;
  prepareSound();
  const buffer = buffers.get(name);
  if (!context || !buffer) return;
  try {
    // Opened before the child's first gesture, the device waits for one (browsers' autoplay rule).
    if (context.state === 'suspended') void context.resume();
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    source.start();
  } catch {
    // Same as above: sound is a nicety.
  }
}
