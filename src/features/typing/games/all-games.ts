import type { GameDefinition } from './game-definition';
import { balloonGame } from './skins/balloon';
import { dragGame } from './skins/drag';
import { meteorGame } from './skins/meteor';
import { pieceGame } from './skins/piece';
import { puzzleGame } from './skins/puzzle';

export const games: Record<GameDefinition['id'], GameDefinition> = {
  meteor: meteorGame,
  balloon: balloonGame,
  puzzle: puzzleGame,
  drag: dragGame,
  piece: pieceGame,
};
