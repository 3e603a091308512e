/**
 * The standard US keyboard (the layout the planet teaches) and the finger for each key, as
 * children learn it: index fingers on F and J, each finger its own column.
 */
export type Finger = 'L5' | 'L4' | 'L3' | 'L2' | 'R2' | 'R3' | 'R4' | 'R5' | 'thumb';

export interface KeyCap {
  key: string;
  shifted?: string;
  finger: Finger;
  width?: number;
}

const row = (keys: string, shifted: string, fingers: Finger[]): KeyCap[] =>
  [...keys].map((key, i) => ({ key, shifted: shifted[i] === ' ' ? undefined : shifted[i], finger: fingers[i] }));

export const keyboardRows: KeyCap[][] = [
  row('`1234567890-=', '~!@#$%^&*()_+', ['L5', 'L5', 'L4', 'L3', 'L2', 'L2', 'R2', 'R2', 'R3', 'R4', 'R5', 'R5', 'R5']),
  row('qwertyuiop[]\\', 'QWERTYUIOP{}|', ['L5', 'L4', 'L3', 'L2', 'L2', 'R2', 'R2', 'R3', 'R4', 'R5', 'R5', 'R5', 'R5']),
  row("asdfghjkl;'", 'ASDFGHJKL:"', ['L5', 'L4', 'L3', 'L2', 'L2', 'R2', 'R2', 'R3', 'R4', 'R5', 'R5']),
  row('zxcvbnm,./', 'ZXCVBNM<>?', ['L5', 'L4', 'L3', 'L2', 'L2', 'R2', 'R2', 'R3', 'R4', 'R5']),
  [{ key: ' ', finger: 'thumb', width: 6 }],
];

/** Where each row starts, in key widths (the stagger of a real keyboard). */
export const rowOffsets = [0, 0.5, 0.75, 1.25, 3.5];

const capOf = new Map<string, { cap: KeyCap; shift: boolean }>();
for (const cap of keyboardRows.flat()) {
  capOf.set(cap.key, { cap, shift: false });
  if (cap.shifted) capOf.set(cap.shifted, { cap, shift: true });
}

/** The key cap a character is typed on and whether Shift is needed (typed by the other hand's little finger). */
export function keyFor(char: string): { cap: KeyCap; shift: boolean } | undefined {
  return capOf.get(char);
}

export const fingerNames: Record<Finger, string> = {
  L5: '左手小指',
  L4: '左手无名指',
  L3: '左手中指',
  L2: '左手食指',
  R2: '右手食指',
  R3: '右手中指',
  R4: '右手无名指',
  R5: '右手小指',
  thumb: '大拇指',
};

/** One friendly colour per finger, shared by the keyboard and the hands. */
export const fingerColors: Record<Finger, string> = {
  L5: '#ff8fab',
  L4: '#ffb86b',
  L3: '#ffe066',
  L2: '#8ce99a',
  R2: '#66d9e8',
  R3: '#74c0fc',
  R4: '#b197fc',
  R5: '#f783ac',
  thumb: '#ced4da',
};
