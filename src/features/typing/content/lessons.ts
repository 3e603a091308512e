import type { RouteName } from '../../../../shared/route-catalog';
import { allWords } from './word-lists';
import { pick, seededRandom } from './seeded-random';

/**
 * The three finger-position steps (basic-1..3), each in three stages; a stage unlocks when the
 * one before has at least one star, the first stage of a step when the step before is finished.
 */
export interface Stage {
  levelId: string;
  title: string;
  keys: string;
  /** Keys the stage introduces, highlighted on the keyboard. */
  newKeys: string;
  target: { wpm: number; accuracy: number };
  text: string;
}

export interface BasicStep {
  route: Extract<RouteName, 'basic-1' | 'basic-2' | 'basic-3'>;
  title: string;
  intro: string;
  stages: Stage[];
}

/** Groups of keys drawn from `keys`, always touching each new key: real words first when they fit. */
export function drillText(seed: string, keys: string, newKeys: string, length: number): string {
  const random = seededRandom(seed);
  const fits = allWords.filter((w) => [...w].every((c) => keys.includes(c)));
  const parts: string[] = [];
  let size = 0;
  let turn = 0;
  while (size < length) {
    const focus = newKeys[turn % newKeys.length];
    turn += 1;
    const real = fits.filter((w) => w.includes(focus));
    let part: string;
    if (real.length && random() < 0.5) part = pick(random, real);
    else {
      const len = 2 + Math.floor(random() * 3);
      part = Array.from({ length: len }, (_, i) => (i === 0 || random() < 0.4 ? focus : pick(random, [...keys]))).join('');
    }
    parts.push(part);
    size += part.length + 1;
  }
  return parts.join(' ').slice(0, length).trim();
}

const stage = (levelId: string, title: string, keys: string, newKeys: string, length: number, target = { wpm: 6, accuracy: 85 }): Stage => ({
  levelId,
  title,
  keys,
  newKeys,
  target,
  text: drillText(levelId, keys.replace(/ /g, ''), newKeys, length),
});

const home = 'asdfjkl;';
const homeAll = 'asdfghjkl;';
const top = 'qwertyuiop';
const bottom = 'zxcvbnm,./';

export const basicSteps: BasicStep[] = [
  {
    route: 'basic-1',
    title: '基础指法一：基准键',
    intro: '把左手食指放在 F 上，右手食指放在 J 上（摸一摸键上的小凸起），其余手指依次排开，大拇指轻放空格键。',
    stages: [stage('basic-1-1', '食指：F 和 J', 'fj', 'fj', 23, { wpm: 4, accuracy: 80 }), stage('basic-1-2', '中间四指', home, 'dk sl', 50), stage('basic-1-3', '整排基准键', homeAll, 'ghas;', 70)],
  },
  {
    route: 'basic-2',
    title: '基础指法二：上排和下排',
    intro: '手指从基准键出发去按上排、下排的键，按完马上回到基准键。',
    stages: [stage('basic-2-1', '上排左手', homeAll + 'qwert', 'qwert', 60), stage('basic-2-2', '上排右手', homeAll + top, 'yuiop', 60), stage('basic-2-3', '下排', homeAll + top + bottom, 'zxcvbnm', 70)],
  },
  {
    route: 'basic-3',
    title: '基础指法三：数字和符号',
    intro: '数字键在最上排，用离它最近的手指去按；符号要按住另一只手的 Shift。编程时会经常用到它们！',
    stages: [
      stage('basic-3-1', '数字 1-5', homeAll + '12345', '12345', 50),
      stage('basic-3-2', '数字 6-0', homeAll + '67890', '67890', 50),
      stage('basic-3-3', '编程符号', homeAll + '()[]{}=+-*<>:;"', '()[]=+-<>', 60, { wpm: 5, accuracy: 80 }),
    ],
  },
];

export function stepOf(route: string): BasicStep | undefined {
  return basicSteps.find((step) => step.route === route);
}

/** Every stage in order: a stage is open when the one before it (in any step) has a star. */
export const allStages: Stage[] = basicSteps.flatMap((step) => step.stages);

export function stageOpen(levelId: string, stars: (levelId: string) => number): boolean {
  const index = allStages.findIndex((s) => s.levelId === levelId);
  return index <= 0 || stars(allStages[index - 1].levelId) > 0;
}
