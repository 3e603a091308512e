import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { SessionActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { campuses, schools, students } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/**
 * Who is in the community. A student needs all four switches of section 6 to allow it: their own
 * zoneAuth, the school's student auth and zone share, and their campus's student zone; any one
 * off keeps them out. Staff always browse (and look after) their own school's community.
 */
export type CommunityViewer =
  | { kind: 'student'; studentId: number; schoolId: number; zoneShare: boolean }
  | { kind: 'staff'; staffId: number; schoolId: number; allowed: ReadonlySet<string>; isPrincipal: boolean };

export type StudentViewer = Extract<CommunityViewer, { kind: 'student' }>;
export type StaffViewer = Extract<CommunityViewer, { kind: 'staff' }>;

export async function communityViewer(db: Db, actor: SessionActor): Promise<CommunityViewer> {
  if (actor.kind === 'staff') return { kind: 'staff', staffId: actor.staffId, schoolId: actor.schoolId, allowed: actor.allowed, isPrincipal: actor.isPrincipal === true };
  if (actor.kind !== 'student') throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  const [row] = await db
    .select({ zoneAuth: students.zoneAuth, studentAuth: schools.studentAuth, zoneShare: schools.zoneShare, studentZone: campuses.studentZone })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(campuses, eq(campuses.id, students.campusId))
    .where(eq(students.id, actor.studentId))
    .limit(1);
  const open = row && row.zoneAuth && row.studentAuth && row.zoneShare && row.studentZone === true;
  if (!open) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  return { kind: 'student', studentId: actor.studentId, schoolId: actor.schoolId, zoneShare: row.zoneShare };
}

/** Likes, favourites, comments and sharing are the students' own acts; staff only browse and moderate. */
export function studentViewer(viewer: CommunityViewer): StudentViewer {
  if (viewer.kind !== 'student') throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  return viewer;
}

export function staffViewer(viewer: CommunityViewer): StaffViewer {
  if (viewer.kind !== 'staff') throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  return viewer;
}

/** The school's principal, or staff holding the school's community setting screen, set the zone footer. */
export function mayEditFooter(viewer: CommunityViewer): boolean {
  return viewer.kind === 'staff' && (viewer.isPrincipal || viewer.allowed.has('community-carousel'));
}
