import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { reportMessages, reportPeriod, reportSections } from '../../../shared/learning-report/report-rules';
import type { Db } from '../../db/client';
import { learningReportSettings } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

export type ReportSettings = {
  title: string | null;
  periodDays: number;
  showAttendance: boolean;
  showComments: boolean;
  showWorks: boolean;
  showExams: boolean;
  showStars: boolean;
};

/** A school that never saved its settings shares everything over the last 30 days. */
const defaults: ReportSettings = { title: null, periodDays: reportPeriod.default, showAttendance: true, showComments: true, showWorks: true, showExams: true, showStars: true };

export async function readReportSettings(db: Db, schoolId: number): Promise<ReportSettings> {
  const [row] = await db.select().from(learningReportSettings).where(eq(learningReportSettings.schoolId, schoolId)).limit(1);
  if (!row) return { ...defaults };
  const { title, periodDays, showAttendance, showComments, showWorks, showExams, showStars } = row;
  return { title, periodDays, showAttendance, showComments, showWorks, showExams, showStars };
}

export async function saveReportSettings(db: Db, schoolId: number, input: ReportSettings): Promise<ReportSettings> {
  const refuse = (message: string) => new ApiFailure(ErrorCodes.InvalidParameter, message);
  if (!Number.isInteger(input.periodDays) || input.periodDays < reportPeriod.min || input.periodDays > reportPeriod.max) throw refuse(reportMessages.periodRange);
  if (!reportSections.some((s) => input[s.key])) throw refuse(reportMessages.nothingShown);
  const values = { ...input, title: input.title?.trim() || null, updatedAt: new Date() };
  await db.insert(learningReportSettings).values({ schoolId, ...values }).onConflictDoUpdate({ target: learningReportSettings.schoolId, set: values });
  return readReportSettings(db, schoolId);
}
