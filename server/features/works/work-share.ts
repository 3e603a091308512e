import { and, eq, isNull } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { libraryMessages } from '../../../shared/library/library-rules';
import type { AppDeps } from '../../app-deps';
import type { StudentActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { schools, students, works } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { endShareLink, issueShareLink, liveShareLink, shareLinksOf } from '../share-links/share-link-store';
import { runCppWork } from './free-run';
import { takeSharedRun } from './shared-run-limit';
import { workDetail } from './works-model';

/** Only C++ runs on the server; the other kinds run in the visitor's browser. */
export const sharedRunCppOnly = '只有 C++ 作品需要在服务器上运行';

const creator = (me: StudentActor) => ({ kind: 'student' as const, id: me.studentId });

/** A link to one of the student's own works (not one in the recycle bin), through the same share links as the library's albums. */
export async function shareWork(db: Db, me: StudentActor, workId: number, days: number) {
  // Another student's work, or one in the recycle bin, is simply not found.
  const work = await workDetail(db, me, workId);
  return issueShareLink(db, { schoolId: me.schoolId, creator: creator(me) }, { targetKind: 'work', targetId: work.id }, days);
}

export async function workShareLinks(db: Db, me: StudentActor, workId: number) {
  await workDetail(db, me, workId);
  return shareLinksOf(db, me.schoolId, { targetKind: 'work', targetId: workId }, creator(me));
}

/** A student ends only their own work links. */
export function revokeWorkShareLink(db: Db, me: StudentActor, id: number) {
  return endShareLink(db, me.schoolId, id, ['work'], creator(me));
}

/** Only the surname is shown to whoever holds the link: a child's full name does not travel with a shared program. */
export function authorOf(realName: string | null): string {
  const name = (realName ?? '').trim();
  return name ? `${Array.from(name)[0]}同学` : '一位同学';
}

/**
 * What a work token opens, without a session: exactly the work it was made for, read in its
 * school, while the link lives and the work is not in the recycle bin (a deleted work reads as
 * an invalid link).
 */
export async function openSharedWork(db: Db, token: string, now = new Date()) {
  const { work } = await sharedWorkOf(db, token, now);
  return work;
}

async function sharedWorkOf(db: Db, token: string, now: Date) {
  const link = await liveShareLink(db, token, ['work'], now);
  const [row] = await db
    .select({ kind: works.kind, title: works.title, source: works.source, updatedAt: works.updatedAt, realName: students.realName, schoolName: schools.name })
    .from(works)
    .innerJoin(students, eq(students.id, works.studentId))
    .innerJoin(schools, eq(schools.id, works.schoolId))
    .where(and(eq(works.id, link.targetId), eq(works.schoolId, link.schoolId), isNull(works.deletedAt)))
    .limit(1);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, libraryMessages.shareInvalid);
  const { realName, ...work } = row;
  return { linkId: link.id, work: { ...work, author: authorOf(realName), expiresAt: link.expiresAt } };
}

/**
 * Runs a shared C++ work in the judge sandbox on the visitor's input. The program is the shared
 * one read on the server, never text sent by the visitor, so a link opens no free compiler; runs
 * are limited per visitor address and per link (shared-run-limit.ts).
 */
export async function runSharedCppWork(deps: AppDeps, token: string, stdin: string, ip: string) {
  const { linkId, work } = await sharedWorkOf(deps.db, token, new Date());
  if (work.kind !== 'cpp') throw new ApiFailure(ErrorCodes.InvalidParameter, sharedRunCppOnly);
  await takeSharedRun(deps.db, linkId, ip);
  return runCppWork(deps, work.source, stdin);
}
