import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../../app/chunk-load/chunk-load-error';
import type { AreaPages, PageProps } from '../../resources/page-props';

/**
 * Each screen's code is fetched when the screen opens: the planet map does not download the
 * games' engine, the lessons' texts or the pinyin tables, nor a game the lessons (the typing
 * area's first visit stays under its 400 KB budget, docs/typing-planet.md).
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<PageProps>): ComponentType<PageProps> {
  return lazy(() => loadChunk(load).then((module) => ({ default: pick(module) })));
}

const GamePage = screen(() => import('./pages/game-page'), (m) => m.GamePage);
const BasicStepPage = screen(() => import('./pages/basic-step-page'), (m) => m.BasicStepPage);

/** The typing planet's sixteen screens, by catalogue route name. */
export const typingPages: AreaPages = {
  'typing-planet': screen(() => import('./pages/planet-home-page'), (m) => m.PlanetHomePage),
  learn: screen(() => import('./pages/learn-page'), (m) => m.LearnPage),
  'basic-1': BasicStepPage,
  'basic-2': BasicStepPage,
  'basic-3': BasicStepPage,
  review: screen(() => import('./pages/review-page'), (m) => m.ReviewPage),
  'typing-practice': screen(() => import('./pages/practice-page'), (m) => m.PracticePage),
  race: screen(() => import('./pages/race-page'), (m) => m.RacePage),
  meteor: GamePage,
  balloon: GamePage,
  puzzle: GamePage,
  drag: GamePage,
  piece: GamePage,
  keywords: screen(() => import('./pages/keywords-page'), (m) => m.KeywordsPage),
  pinyin: screen(() => import('./pages/pinyin-page'), (m) => m.PinyinPage),
  words: screen(() => import('./pages/words-page'), (m) => m.WordsPage),
};
