import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { SessionActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { ojProblems } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

export type ProblemRow = typeof ojProblems.$inferSelect;

/**
 * The one rule of who sees a problem: platform problems every school; school problems their
 * school (staff and students); private problems their author only. Administrators see all.
 */
export function visibleProblems(actor: SessionActor): SQL | undefined {
  if (actor.kind === 'admin') return undefined;
  const ownSchool = eq(ojProblems.schoolId, actor.schoolId);
  const mine =
    actor.kind === 'staff'
      ? and(ownSchool, eq(ojProblems.visibility, 'private'), eq(ojProblems.authorKind, 'staff'), eq(ojProblems.authorId, actor.staffId))
      : sql`false`;
  return or(eq(ojProblems.visibility, 'platform'), and(ownSchool, eq(ojProblems.visibility, 'school')), mine);
}

/** Staff edit (and upload test data for) the problems they wrote; administrators every problem. */
export function editableProblems(actor: SessionActor): SQL | undefined {
  if (actor.kind === 'admin') return undefined;
  if (actor.kind === 'student') return sql`false`;
  return and(eq(ojProblems.schoolId, actor.schoolId), eq(ojProblems.authorKind, 'staff'), eq(ojProblems.authorId, actor.staffId));
}

export function canEdit(actor: SessionActor, problem: ProblemRow): boolean {
  if (actor.kind === 'admin') return true;
  return actor.kind === 'staff' && problem.schoolId === actor.schoolId && problem.authorKind === 'staff' && problem.authorId === actor.staffId;
}

const problemNotFound = () => new ApiFailure(ErrorCodes.NotFound, '题目不存在');

/** A problem the actor may see; invisible and missing ones look the same. */
export async function loadVisibleProblem(db: Db, actor: SessionActor, id: number): Promise<ProblemRow> {
  const [row] = await db.select().from(ojProblems).where(and(eq(ojProblems.id, id), visibleProblems(actor))).limit(1);
  if (!row) throw problemNotFound();
  return row;
}

/** A problem the actor may change: seen but not theirs is refused, unseen is not found. */
export async function loadEditableProblem(db: Db, actor: SessionActor, id: number): Promise<ProblemRow> {
  const row = await loadVisibleProblem(db, actor, id);
  if (!canEdit(actor, row)) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  return row;
}
