import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

const profileColumns = { id: schools.id, name: schools.name, logo: schools.logo, contactName: schools.contactName, contactPhone: schools.contactPhone, domain: schools.domain };

export type SchoolProfile = { id: number; name: string; logo: string | null; contactName: string | null; contactPhone: string | null; domain: string | null };
export type SchoolProfileChanges = { name: string; logo?: string | null; contactName?: string | null; contactPhone?: string | null };

export async function readSchoolProfile(db: Db, schoolId: number): Promise<SchoolProfile> {
  const [row] = await db.select(profileColumns).from(schools).where(eq(schools.id, schoolId)).limit(1);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, '学校不存在');
  return row;
}

/**
 * The school's own part of its profile: name, logo and contact. The domain, package and
 * switches stay the platform's (the back office's School entity).
 */
export async function saveSchoolProfile(db: Db, schoolId: number, changes: SchoolProfileChanges): Promise<SchoolProfile> {
  const values: Partial<SchoolProfileChanges> = { name: changes.name.trim() };
  for (const key of ['logo', 'contactName', 'contactPhone'] as const) if (changes[key] !== undefined) values[key] = changes[key] || null;
  if (!values.name) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：学校名称（name）不能为空');
  const [row] = await db.update(schools).set(values).where(eq(schools.id, schoolId)).returning(profileColumns);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, '学校不存在');
  return row;
}
