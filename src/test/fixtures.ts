import { menuGroups, routeCatalog, type Area, type RouteEntry } from '../../shared/route-catalog';
import type { AdminSession, AuthNode, PermissionEntry, StaffSession, StudentSession } from '../api/generated/api.schemas';
import { sessionStore } from '../providers/session-store';

/**
 * Sessions shaped like the server's (brief: areas → menu groups → routes; hidden screens
 * under their parent's group with hide:true), built from the catalogue so tests see the
 * real names and titles.
 */
function groupOf(route: RouteEntry): string | undefined {
  if (route.menu) return route.menu;
  const parent = route.parent ? routeCatalog.find((r) => r.name === route.parent) : undefined;
  return parent ? groupOf(parent) : undefined;
}

export function authTreeFor(areas: Area[], include: (route: RouteEntry) => boolean = () => true): AuthNode[] {
  return areas.map((area) => ({
    name: area,
    title: area,
    hide: false,
    children: menuGroups
      .filter((g) => g.area === area)
      .map((group) => ({
        name: group.key,
        title: group.title,
        icon: group.icon,
        hide: false,
        children: routeCatalog
          .filter((r) => r.area === area && !r.redirect && groupOf(r) === group.key && include(r))
          .map((r) => ({ name: r.name, title: r.title, path: r.path, hide: !r.menu })),
      }))
      .filter((group) => group.children.length > 0),
  }));
}

export function permissionsOf(tree: AuthNode[]): PermissionEntry[] {
  const out: PermissionEntry[] = [];
  const walk = (nodes: AuthNode[], depth: number) => {
    for (const node of nodes) {
      if (depth === 2) out.push({ name: node.name, hide: node.hide });
      if (node.children) walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}

export const school = { id: 1, name: '示范编程学校', domain: null, pointAuth: true };

export const staffAreas: Area[] = ['school', 'teacher-classroom', 'teacher-exam', 'oj', 'competition', 'community', 'typing'];
export const studentAreas: Area[] = ['student-classroom', 'student-exam', 'oj', 'typing', 'community'];

export const principalTree = authTreeFor(staffAreas, (r) => r.audience.includes('staff'));
export const teacherTree = authTreeFor(['teacher-classroom', 'teacher-exam', 'oj', 'community', 'typing'], (r) => r.audience.includes('staff'));
export const studentTree = authTreeFor(studentAreas, (r) => r.audience.includes('student'));
export const adminTree = authTreeFor(['admin'], (r) => r.audience.includes('admin'));

export const principalSession: StaffSession = {
  userInfo: { id: 11, code: 'T0001', userName: 'principal', realName: '王校长', phoneNum: '13800000000', zoneAuth: true },
  schoolInfo: school,
  identity: 1,
  is_principal: true,
  roleList: [{ id: 1, name: '校长' }],
  permisionList: permissionsOf(principalTree),
  eduTchList: [{ id: 11, realName: '王校长', platformTch: false }],
};

export const teacherSession: StaffSession = {
  ...principalSession,
  userInfo: { id: 12, code: 'T0002', userName: 'teacher', realName: '李老师', zoneAuth: true },
  is_principal: false,
  roleList: [{ id: 2, name: '教师' }],
  permisionList: permissionsOf(teacherTree),
};

export const studentSession: StudentSession = {
  userInfo: {
    id: 21,
    code: 'S0001',
    userName: 'student',
    realName: 'student',
    zoneAuth: true,
    stuUserInfo: { realName: '张小明', classId: 3, className: '少儿编程一班', campusId: 1 },
  },
  schoolInfo: school,
  identity: 2,
  is_principal: false,
  roleList: [],
  permisionList: permissionsOf(studentTree),
};

export const adminSession: AdminSession = {
  adminUserName: 'admin',
  realName: '平台管理员',
  adminpermisionList: permissionsOf(adminTree),
};

/** Puts a signed-in session into localStorage, as a login would. */
export function signInAs(kind: 'principal' | 'teacher' | 'student', overrides: Partial<StaffSession | StudentSession> = {}): void {
  const [tree, session] =
    kind === 'principal' ? [principalTree, principalSession] : kind === 'teacher' ? [teacherTree, teacherSession] : [studentTree, studentSession];
  sessionStore.setUserLogin(session.userInfo.userName, `${kind}-token`, tree);
  sessionStore.setUserSession({ ...session, ...overrides } as StaffSession | StudentSession);
}

export function signInAdmin(): void {
  sessionStore.setAdminLogin('admin', 'admin-token', adminTree);
  sessionStore.setAdminSession(adminSession);
}
