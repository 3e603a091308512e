import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { communityShares } from '../../db/schema';
import type { CommunityViewer } from './community-access';

export const shareMissing = '作品不存在或已取消分享';

/**
 * Shares the viewer may see: their own school's; for students also other schools' works shared
 * to the platform while that school's zone share still allows it. A work in its author's recycle
 * bin is not shown to anyone.
 */
export function visibleTo(viewer: CommunityViewer): SQL {
  const live = sql`exists (select 1 from works w where w.id = ${communityShares.workId} and w.deleted_at is null)`;
  const own = eq(communityShares.schoolId, viewer.schoolId);
  if (viewer.kind === 'staff') return and(own, live)!;
  const platform = and(eq(communityShares.scope, 'platform'), sql`exists (select 1 from schools s where s.id = ${communityShares.schoolId} and s.zone_share)`);
  return and(or(own, platform), live)!;
}
