import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityWear, schoolProducts } from '../../db/schema';
import type { CommunityViewer } from './community-access';

export interface AuthorRow {
  studentId: number;
  name: string;
  schoolId: number;
  schoolName: string;
  className: string | null;
}

export interface Worn {
  title: string | null;
  avatar: string | null;
}

/** The 称号 and 头像图片 each author wears, read once for a page of works or comments. */
export async function wornBy(db: Db, studentIds: number[]): Promise<Map<number, Worn>> {
  const worn = new Map<number, Worn>();
  if (!studentIds.length) return worn;
  const rows = await db
    .select({ studentId: communityWear.studentId, category: communityWear.category, name: schoolProducts.name, cueWord: schoolProducts.cueWord, pictureUrl: schoolProducts.pictureUrl })
    .from(communityWear)
    .innerJoin(schoolProducts, eq(schoolProducts.id, communityWear.productId))
    .where(and(inArray(communityWear.studentId, [...new Set(studentIds)]), inArray(communityWear.category, [1, 3])));
  for (const row of rows) {
    const entry = worn.get(row.studentId) ?? { title: null, avatar: null };
    if (row.category === 1) entry.title = row.cueWord || row.name;
    else entry.avatar = row.pictureUrl;
    worn.set(row.studentId, entry);
  }
  return worn;
}

/** Another school sees the author's name and school only: never the class (nor any account name). */
export function authorFor(viewer: CommunityViewer, row: AuthorRow, worn: Map<number, Worn>) {
  const decoration = worn.get(row.studentId) ?? { title: null, avatar: null };
  return {
    studentId: row.studentId,
    name: row.name,
    schoolName: row.schoolName,
    className: row.schoolId === viewer.schoolId ? row.className : null,
    ...decoration,
  };
}
