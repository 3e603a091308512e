import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { papers, questionBanks } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/**
 * What a school reads of the platform's exam rows: published banks (postState 1) and their
 * questions, and published papers. Schools only read them; a copy becomes the school's own.
 */
export const publishedPlatformBank: SQL = and(isNull(questionBanks.schoolId), eq(questionBanks.postState, 1))!;
export const publishedPlatformPaper: SQL = and(isNull(papers.schoolId), eq(papers.postState, 1))!;

export const invalid = (message: string) => new ApiFailure(ErrorCodes.InvalidParameter, message);
