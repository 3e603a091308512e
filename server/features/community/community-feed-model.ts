import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, communityFavourites, communityShares, schoolArticles, schools, students, workTags, zoneBanners } from '../../db/schema';
import type { CommunityViewer, StudentViewer } from './community-access';
import { authorFor, wornBy } from './community-authors';
import { visibleTo } from './community-visibility';

type Kind = (typeof communityShares.$inferSelect)['kind'];
export type FeedSort = 'newest' | 'likes' | 'views';

export const cardColumns = {
  id: communityShares.id,
  workId: communityShares.workId,
  kind: communityShares.kind,
  title: communityShares.title,
  intro: communityShares.intro,
  scope: communityShares.scope,
  tagId: communityShares.tagId,
  tagName: workTags.name,
  likeCount: communityShares.likeCount,
  viewCount: communityShares.viewCount,
  favouriteCount: communityShares.favouriteCount,
  commentCount: communityShares.commentCount,
  sharedAt: communityShares.sharedAt,
  studentId: communityShares.studentId,
  schoolId: communityShares.schoolId,
  name: students.realName,
  schoolName: schools.name,
  className: classes.name,
};


/** The select every card list starts from: the share with its author, school, class and tag. */
export function selectCards(db: Db) {
  return db
    .select(cardColumns)
    .from(communityShares)
    .innerJoin(students, eq(students.id, communityShares.studentId))
    .innerJoin(schools, eq(schools.id, communityShares.schoolId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .leftJoin(workTags, eq(workTags.id, communityShares.tagId));
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export async function toCards(db: Db, viewer: CommunityViewer, rows: CardRow[]) {
  const worn = await wornBy(db, rows.map((r) => r.studentId));
  return rows.map(({ studentId, schoolId, name, schoolName, className, ...card }) => ({
    ...card,
    tagName: card.tagName ?? null,
    author: authorFor(viewer, { studentId, schoolId, name, schoolName, className: className ?? null }, worn),
    mine: viewer.kind === 'student' && viewer.studentId === studentId,
  }));
}

const orderings: Record<FeedSort, SQL[]> = {
  newest: [desc(communityShares.sharedAt), desc(communityShares.id)],
  likes: [desc(communityShares.likeCount), desc(communityShares.id)],
  views: [desc(communityShares.viewCount), desc(communityShares.id)],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * 发现: one page of the works the viewer may see. A page asks for one row more than it shows to
 * tell whether another follows, so no count runs over the whole community on every page.
 */
export async function explore(db: Db, viewer: CommunityViewer, options: { kind?: Kind; tagId?: number; sort?: FeedSort; keyword?: string; pageNum?: number; pageSize?: number }) {
  const pageNum = options.pageNum ?? 1;
  const pageSize = options.pageSize ?? 12;
  const keyword = options.keyword?.trim();
  const where = and(
    visibleTo(viewer),
    options.kind ? eq(communityShares.kind, options.kind) : undefined,
    options.tagId ? eq(communityShares.tagId, options.tagId) : undefined,
    keyword ? ilike(communityShares.title, `%${escapeLike(keyword)}%`) : undefined,
  );
  const rows = await selectCards(db)
    .where(where)
    .orderBy(...orderings[options.sort ?? 'newest'])
    .limit(pageSize + 1)
    .offset((pageNum - 1) * pageSize);
  return { list: await toCards(db, viewer, rows.slice(0, pageSize)), pageNum, pageSize, hasMore: rows.length > pageSize };
}

/** 作品分享: the student's own shared works, newest first. */
export async function myShares(db: Db, me: StudentViewer, pageNum = 1, pageSize = 12) {
  const rows = await selectCards(db)
    .where(and(eq(communityShares.studentId, me.studentId), visibleTo(me)))
    .orderBy(desc(communityShares.sharedAt), desc(communityShares.id))
    .limit(pageSize + 1)
    .offset((pageNum - 1) * pageSize);
  return { list: await toCards(db, me, rows.slice(0, pageSize)), pageNum, pageSize, hasMore: rows.length > pageSize };
}

export async function myFavourites(db: Db, me: StudentViewer, pageNum = 1, pageSize = 12) {
  const rows = await selectCards(db)
    .innerJoin(communityFavourites, and(eq(communityFavourites.shareId, communityShares.id), eq(communityFavourites.studentId, me.studentId)))
    .where(visibleTo(me))
    .orderBy(desc(communityFavourites.createdAt), desc(communityShares.id))
    .limit(pageSize + 1)
    .offset((pageNum - 1) * pageSize);
  return { list: await toCards(db, me, rows.slice(0, pageSize)), pageNum, pageSize, hasMore: rows.length > pageSize };
}

/** 社区首页: the zone banners, the most liked and newest works, and the school's articles. */
export async function communityHome(db: Db, viewer: CommunityViewer) {
  const [banners, featured, newest, articles] = await Promise.all([
    db
      .select({ id: zoneBanners.id, title: zoneBanners.title, image: zoneBanners.image, link: zoneBanners.link })
      .from(zoneBanners)
      .where(eq(zoneBanners.state, 1))
      .orderBy(asc(zoneBanners.sortOrder), asc(zoneBanners.id))
      .limit(8),
    explore(db, viewer, { sort: 'likes', pageSize: 8 }),
    explore(db, viewer, { sort: 'newest', pageSize: 8 }),
    db
      .select({ id: schoolArticles.id, title: schoolArticles.title, cover: schoolArticles.cover, summary: schoolArticles.summary })
      .from(schoolArticles)
      .where(and(eq(schoolArticles.schoolId, viewer.schoolId), eq(schoolArticles.state, 1)))
      .orderBy(asc(schoolArticles.sortOrder), desc(schoolArticles.id))
      .limit(6),
  ]);
  return { banners, featured: featured.list, newest: newest.list, articles };
}

/** Tags a work can carry, for sharing and for explore's filter. */
export function enabledTags(db: Db) {
  return db.select({ id: workTags.id, name: workTags.name }).from(workTags).where(eq(workTags.state, 1)).orderBy(asc(workTags.sortOrder), asc(workTags.id));
}

