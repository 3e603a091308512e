import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { classes, communityFooters, schools, staff, students } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { mayEditFooter, type CommunityViewer } from './community-access';
import { authorFor, wornBy } from './community-authors';
import { enabledTags } from './community-feed-model';
import { unreadCount } from './community-message-model';

/** The community's head and foot: who is here, the school's zone footer, the tags, what they may do. */
export async function communityAccess(db: Db, viewer: CommunityViewer) {
  const [school] = await db.select({ name: schools.name, footer: communityFooters.footer }).from(schools).leftJoin(communityFooters, eq(communityFooters.schoolId, schools.id)).where(eq(schools.id, viewer.schoolId));
  let me;
  if (viewer.kind === 'student') {
    const [row] = await db.select({ name: students.realName, className: classes.name }).from(students).leftJoin(classes, eq(classes.id, students.classId)).where(eq(students.id, viewer.studentId));
    me = authorFor(viewer, { studentId: viewer.studentId, schoolId: viewer.schoolId, name: row.name, schoolName: school.name, className: row.className ?? null }, await wornBy(db, [viewer.studentId]));
  } else {
    const [row] = await db.select({ name: staff.realName }).from(staff).where(eq(staff.id, viewer.staffId));
    me = { studentId: 0, name: row.name, schoolName: school.name, className: null, title: '老师', avatar: null };
  }
  return {
    viewer: me,
    schoolName: school.name,
    footer: school.footer ?? null,
    tags: await enabledTags(db),
    canShareToPlatform: viewer.kind === 'student' && viewer.zoneShare,
    canModerate: viewer.kind === 'staff',
    canEditFooter: mayEditFooter(viewer),
    unread: viewer.kind === 'student' ? await unreadCount(db, viewer.studentId) : 0,
  };
}

/** Sets (or, empty, clears) the school's zone footer. */
export async function updateFooter(db: Db, viewer: CommunityViewer, footer: string): Promise<void> {
  if (!mayEditFooter(viewer)) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  const text = footer.trim();
  if (!text) {
    await db.delete(communityFooters).where(eq(communityFooters.schoolId, viewer.schoolId));
    return;
  }
  await db
    .insert(communityFooters)
    .values({ schoolId: viewer.schoolId, footer: text })
    .onConflictDoUpdate({ target: communityFooters.schoolId, set: { footer: text, updatedAt: new Date() } });
}
