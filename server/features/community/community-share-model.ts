import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { communityFavourites, communityLikes, communityShares, workTags, works } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { workDetail, workMissing } from '../works/works-model';
import type { CommunityViewer, StudentViewer } from './community-access';
import { selectCards, toCards } from './community-feed-model';
import { shareMissing, visibleTo } from './community-visibility';

/** Likes a student may give in a minute: enough for browsing, too few for a script. */
export const likesPerMinute = 20;
export const likesTooFast = '点赞太快啦，休息一下再试吧';
export const platformNotAllowed = '学校未开启社区分享，只能分享到本校';

async function card(db: Db, viewer: CommunityViewer, shareId: number) {
  const rows = await selectCards(db)
    .where(and(eq(communityShares.id, shareId), visibleTo(viewer)))
    .limit(1);
  if (!rows.length) throw new ApiFailure(ErrorCodes.NotFound, shareMissing);
  return (await toCards(db, viewer, rows))[0];
}

/** Shares the student's own work, or changes how it is shared; the platform needs the school's zone share. */
export async function shareWork(db: Db, me: StudentViewer, input: { workId: number; scope: 'school' | 'platform'; tagId?: number | null; intro?: string }) {
  const [work] = await db
    .select({ id: works.id, kind: works.kind, title: works.title })
    .from(works)
    .where(and(eq(works.id, input.workId), eq(works.studentId, me.studentId), eq(works.schoolId, me.schoolId), isNull(works.deletedAt)))
    .limit(1);
  if (!work) throw new ApiFailure(ErrorCodes.NotFound, workMissing);
  if (input.scope === 'platform' && !me.zoneShare) throw new ApiFailure(ErrorCodes.ActionFailure, platformNotAllowed);
  const tagId = input.tagId ?? null;
  if (tagId !== null) {
    const [tag] = await db.select({ id: workTags.id }).from(workTags).where(and(eq(workTags.id, tagId), eq(workTags.state, 1))).limit(1);
    if (!tag) throw new ApiFailure(ErrorCodes.InvalidParameter, '作品标签不存在或已停用');
  }
  const values = { scope: input.scope, tagId, intro: (input.intro ?? '').trim(), title: work.title, kind: work.kind };
  const [row] = await db
    .insert(communityShares)
    .values({ workId: work.id, schoolId: me.schoolId, studentId: me.studentId, ...values })
    .onConflictDoUpdate({ target: communityShares.workId, set: values })
    .returning({ id: communityShares.id });
  return card(db, me, row.id);
}

/** Takes the work out of the community; its likes, favourites and comments go with it. */
export async function unshareWork(db: Db, me: StudentViewer, workId: number): Promise<void> {
  const removed = await db
    .delete(communityShares)
    .where(and(eq(communityShares.workId, workId), eq(communityShares.studentId, me.studentId)))
    .returning({ id: communityShares.id });
  if (!removed.length) throw new ApiFailure(ErrorCodes.NotFound, shareMissing);
}

/** 作品详情: the card with its source; a view is counted when someone other than the author opens it. */
export async function project(db: Db, viewer: CommunityViewer, shareId: number) {
  const found = await card(db, viewer, shareId);
  if (!found.mine) {
    await db.update(communityShares).set({ viewCount: sql`${communityShares.viewCount} + 1` }).where(eq(communityShares.id, shareId));
    found.viewCount += 1;
  }
  const [work] = await db.select({ source: works.source }).from(works).where(eq(works.id, found.workId)).limit(1);
  const mark = async (table: typeof communityLikes | typeof communityFavourites) =>
    viewer.kind === 'student' && (await db.select({ n: table.shareId }).from(table).where(and(eq(table.shareId, shareId), eq(table.studentId, viewer.studentId))).limit(1)).length > 0;
  return { ...found, source: work?.source ?? '', liked: await mark(communityLikes), favourited: await mark(communityFavourites), canModerate: viewer.kind === 'staff' };
}

const counters = { like: communityShares.likeCount, favourite: communityShares.favouriteCount } as const;

/**
 * A like or a favourite, given or taken back. The primary key holds one per student and work, and
 * the counter moves only when a row was really added or removed, so repeats count once.
 */
export async function toggle(db: Db, me: StudentViewer, what: 'like' | 'favourite', shareId: number, on: boolean) {
  const target = await card(db, me, shareId);
  if (what === 'like' && target.mine) throw new ApiFailure(ErrorCodes.ActionFailure, '不能给自己的作品点赞哦');
  const table = what === 'like' ? communityLikes : communityFavourites;
  const counter = counters[what];
  const column = what === 'like' ? 'likeCount' : 'favouriteCount';
  if (on && what === 'like') {
    const [recent] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(communityLikes)
      .where(and(eq(communityLikes.studentId, me.studentId), gt(communityLikes.createdAt, sql`now() - interval '1 minute'`)));
    if (recent.n >= likesPerMinute) throw new ApiFailure(ErrorCodes.ActionFailure, likesTooFast);
  }
  const count = await db.transaction(async (tx) => {
    const changed = on
      ? await tx.insert(table).values({ shareId, studentId: me.studentId }).onConflictDoNothing().returning({ id: table.shareId })
      : await tx.delete(table).where(and(eq(table.shareId, shareId), eq(table.studentId, me.studentId))).returning({ id: table.shareId });
    if (!changed.length) return target[column];
    const [row] = await tx
      .update(communityShares)
      .set({ [column]: sql`${counter} + ${on ? 1 : -1}` })
      .where(eq(communityShares.id, shareId))
      .returning({ count: counter });
    return row.count;
  });
  return { on, count };
}

/** 改编: a copy of a shared work among the student's own works, to change freely. */
export async function remix(db: Db, me: StudentViewer, shareId: number) {
  const found = await card(db, me, shareId);
  const [work] = await db.select({ source: works.source }).from(works).where(eq(works.id, found.workId)).limit(1);
  const title = `${found.title}（改编）`.slice(0, 50);
  const [row] = await db.insert(works).values({ schoolId: me.schoolId, studentId: me.studentId, kind: found.kind, title, source: work?.source ?? '' }).returning({ id: works.id });
  return workDetail(db, { kind: 'student', studentId: me.studentId, schoolId: me.schoolId, allowed: new Set() }, row.id);
}
