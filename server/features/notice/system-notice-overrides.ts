import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { noticeMessages } from '../../../shared/account-safety/notice-rules';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { noticeReads, notices } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { containsScript, sanitizeNoticeHtml } from './notice-html';

/**
 * The back office's notice screens write the same table as createNotice, under the same rule:
 * script is refused outright and the rest is sanitized before it is stored.
 */
function beforeWrite(values: Record<string, unknown>) {
  if (typeof values.title === 'string') values.title = values.title.trim();
  if (typeof values.content === 'string') {
    if (containsScript(values.content)) throw new ApiFailure(ErrorCodes.InvalidParameter, noticeMessages.scriptRefused);
    values.content = sanitizeNoticeHtml(values.content);
  }
  return values;
}

/** A deleted notice takes its read marks with it (notice_reads has no foreign key to cascade). */
async function deleteNotice({ db, body }: CustomContext) {
  const id = body.id as number;
  await db.transaction(async (tx) => {
    const gone = await tx.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
    if (!gone.length) throw new ApiFailure(ErrorCodes.NotFound, noticeMessages.missing);
    await tx.delete(noticeReads).where(eq(noticeReads.noticeId, id));
  });
  return null;
}

export const systemNoticeOverrides: EntityOverrides<'SystemNotice'> = { beforeWrite, custom: { delete: deleteNotice } };
