import type { Area } from '../../../../shared/route-catalog';

export type LayoutArea = Exclude<Area, 'public'>;

export interface AreaLayoutSpec {
  /** The back office and the school's management area have deep menus (side); the others few (top). */
  menu: 'side' | 'top';
  /** Which of the two independent sessions the area runs on. */
  session: 'user' | 'admin';
  /** The school area filters by campus (header selector). */
  campusSelector?: boolean;
}

export const areaLayouts: Record<LayoutArea, AreaLayoutSpec> = {
  admin: { menu: 'side', session: 'admin' },
  school: { menu: 'side', session: 'user', campusSelector: true },
  'teacher-classroom': { menu: 'top', session: 'user' },
  'teacher-exam': { menu: 'top', session: 'user' },
  'student-exam': { menu: 'top', session: 'user' },
  'student-classroom': { menu: 'top', session: 'user' },
  typing: { menu: 'top', session: 'user' },
  community: { menu: 'top', session: 'user' },
  oj: { menu: 'top', session: 'user' },
  competition: { menu: 'top', session: 'user' },
};
