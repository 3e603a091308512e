import type { GameState, Skin } from './word-game';

/** A game as the shared game screen runs it: the rules' skin and how its scene is drawn. */
export interface GameDefinition {
  id: 'meteor' | 'balloon' | 'puzzle' | 'drag' | 'piece';
  title: string;
  howTo: string;
  skin: Skin;
  background(width: number, height: number): HTMLCanvasElement;
  /** Draws the scene over the background: the words and whatever the game builds. */
  paint(ctx: CanvasRenderingContext2D, state: GameState, now: number): void;
}
