import type { Db } from '../../db/client';
import { communityWords } from '../../db/schema';

/**
 * The words of the platform's list (社区敏感词) found in a comment. Compared without case, spaces
 * or common separators, so "坏 话" or "B.A.D" do not slip past "坏话" or "bad".
 */
export async function filteredWords(db: Db, text: string): Promise<string[]> {
  const words = await db.select({ word: communityWords.word }).from(communityWords);
  const squash = (value: string) => value.toLowerCase().replace(/[\s.,，。·、_\-*~!！?？]/g, '');
  const plain = squash(text);
  return words.map((w) => w.word).filter((word) => squash(word) && plain.includes(squash(word)));
}
