import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchaChallenges } from '../../db/schema';
import { drawCaptcha, randomCaptchaText } from './captcha-image';
import type { CaptchaProvider } from './captcha-provider';

const answerLength = 5;
export const challengeLifetimeMs = 2 * 60_000;

/**
 * The self-hosted captcha: a picture of distorted characters, its answer kept in the database
 * under a random 128-bit id. The login's captcha parameter is `<id>:<answer>`. A challenge
 * answers once, right or wrong, and not after two minutes: a guess costs a fresh picture.
 */
export function createBuiltinCaptcha(db: Db, now: () => Date = () => new Date()): CaptchaProvider {
  return {
    async challenge() {
      const id = randomBytes(16).toString('base64url');
      const answer = randomCaptchaText(answerLength);
      // Expired challenges nobody answered go with each new one, so the table stays small.
      await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now()));
      await db.insert(captchaChallenges).values({ id, answer, expiresAt: new Date(now().getTime() + challengeLifetimeMs) });
      return { provider: 'builtin', id, image: drawCaptcha(answer) };
    },

    async verify(param) {
      const separator = param?.indexOf(':') ?? -1;
      if (!param || separator < 1) return false;
      const id = param.slice(0, separator);
      const given = param.slice(separator + 1).trim().toUpperCase();
      // Deleting and reading in one statement: two requests with the same answer cannot both use it.
      const rows = await db.delete(captchaChallenges).where(eq(captchaChallenges.id, id)).returning();
      const challenge = rows[0];
      return Boolean(challenge && challenge.expiresAt > now() && given === challenge.answer);
    },
  };
}
