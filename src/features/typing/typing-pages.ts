import type { AreaPages } from '../../resources/page-props';
import { BasicStepPage } from './pages/basic-step-page';
import { GamePage } from './pages/game-page';
import { KeywordsPage } from './pages/keywords-page';
import { LearnPage } from './pages/learn-page';
import { PinyinPage } from './pages/pinyin-page';
import { PlanetHomePage } from './pages/planet-home-page';
import { PracticePage } from './pages/practice-page';
import { RacePage } from './pages/race-page';
import { ReviewPage } from './pages/review-page';
import { WordsPage } from './pages/words-page';

/** The typing planet's sixteen screens, by catalogue route name. */
export const typingPages: AreaPages = {
  'typing-planet': PlanetHomePage,
  learn: LearnPage,
  'basic-1': BasicStepPage,
  'basic-2': BasicStepPage,
  'basic-3': BasicStepPage,
  review: ReviewPage,
  'typing-practice': PracticePage,
  race: RacePage,
  meteor: GamePage,
  balloon: GamePage,
  puzzle: GamePage,
  drag: GamePage,
  piece: GamePage,
  keywords: KeywordsPage,
  pinyin: PinyinPage,
  words: WordsPage,
};
