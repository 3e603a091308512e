import type { SessionActor } from '../../auth/session-actor';

/** How a session is recorded on submissions and run records. */
export function submitterOf(actor: SessionActor): { kind: 'staff' | 'student' | 'admin'; id: number; schoolId: number | null } {
  if (actor.kind === 'staff') return { kind: 'staff', id: actor.staffId, schoolId: actor.schoolId };
  if (actor.kind === 'student') return { kind: 'student', id: actor.studentId, schoolId: actor.schoolId };
  return { kind: 'admin', id: actor.adminId, schoolId: null };
}
