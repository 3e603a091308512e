import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { lookMessages } from '../../../shared/school-look/look-rules';
import type { Db } from '../../db/client';
import { schoolLooks, schools } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

export type SchoolLook = { headerTitle: string | null; themeColor: string | null; footerText: string | null };

const none: SchoolLook = { headerTitle: null, themeColor: null, footerText: null };
const lookColumns = { headerTitle: schoolLooks.headerTitle, themeColor: schoolLooks.themeColor, footerText: schoolLooks.footerText };

async function headerSetOf(db: Db, schoolId: number): Promise<boolean> {
  const [school] = await db.select({ headerSet: schools.headerSet }).from(schools).where(eq(schools.id, schoolId));
  return school?.headerSet ?? false;
}

async function savedLook(db: Db, schoolId: number): Promise<SchoolLook> {
  const [row] = await db.select(lookColumns).from(schoolLooks).where(eq(schoolLooks.schoolId, schoolId));
  return row ?? none;
}

/** What the school's pages wear: its saved look while the header-set authorization lasts, else nothing. */
export async function appliedLook(db: Db, schoolId: number): Promise<SchoolLook> {
  return (await headerSetOf(db, schoolId)) ? savedLook(db, schoolId) : none;
}

export async function readPersonalSettings(db: Db, schoolId: number) {
  return { look: await savedLook(db, schoolId), headerSet: await headerSetOf(db, schoolId) };
}

/** Saves the school's look (blank texts become null); refused without the header-set authorization. */
export async function savePersonalSettings(db: Db, schoolId: number, look: SchoolLook) {
  if (!(await headerSetOf(db, schoolId))) throw new ApiFailure(ErrorCodes.ActionFailure, lookMessages.notGranted);
  const values = { headerTitle: look.headerTitle?.trim() || null, themeColor: look.themeColor?.toLowerCase() || null, footerText: look.footerText?.trim() || null, updatedAt: new Date() };
  await db.insert(schoolLooks).values({ schoolId, ...values }).onConflictDoUpdate({ target: schoolLooks.schoolId, set: values });
  return readPersonalSettings(db, schoolId);
}
