import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema';
import { staffActor, type CrudActor } from '../../auth/session-actor';
import { ApiFailure } from '../../lib/api-failure';
import { schoolAuthorizations } from '../../auth/school-authorizations';
import { studentCampusHolds } from '../../auth/campus-switches';

/**
 * The star-coin calls exist only for schools with the points authorization (section 6); the
 * menu hides them otherwise, and this refuses them should a client call anyway.
 */
export async function requireSchoolPointAuth(db: Db, schoolId: number): Promise<void> {
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
  if (!school || !schoolAuthorizations(school).pointAuth) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
}

/** The engine's guard for the star-coin entities: the caller's school must hold the switch. */
export async function requirePointAuth({ db, actor }: { db: Db; actor: CrudActor }): Promise<void> {
  await requireSchoolPointAuth(db, staffActor(actor).schoolId);
}

/**
 * The campus switch of section 6 (积分授权): only students of a campus that holds it earn or
 * redeem coins; a student without a campus belongs to none that does.
 */
export async function requireStudentCampusPoints(db: Db, studentId: number): Promise<void> {
  if (!(await studentCampusHolds(db, studentId, 'pointsAuth'))) throw new ApiFailure(ErrorCodes.StarGrantFailure, '该学员所在校区未开通积分授权');
}
