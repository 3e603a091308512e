import type { Schema } from '../../shared/contract-schemas';
import type { Db } from '../db/client';
import { studentAllowedRoutes } from './allowed-routes';
import { staffAllowed } from './staff-grants';
import { adminAllowedRoutes } from './admin-allowed-routes';
import { schoolAuthorizations } from './school-authorizations';
import { loadAdmin, loadStaff, loadStudent } from './accounts';
import type { PermissionTrees } from './permission-trees';
import type { SessionRef } from './session-store';

type AuthNode = Schema<'AuthNode'>;
type StaffSession = Schema<'StaffSession'>;
type StudentSession = Schema<'StudentSession'>;
type AdminSession = Schema<'AdminSession'>;

/** Everything the server knows about a signed-in user: what they may open and what the client shows. */
export type SessionView =
  | { kind: 'staff'; schoolId: number; allowed: ReadonlySet<string>; authTree: AuthNode[]; state: StaffSession }
  | { kind: 'student'; schoolId: number; allowed: ReadonlySet<string>; authTree: AuthNode[]; state: StudentSession }
  | { kind: 'admin'; schoolId: null; allowed: ReadonlySet<string>; authTree: AuthNode[]; state: AdminSession };

/**
 * What freshData answers and every non-entity call checks. A staff session's grant comes from the
 * actor columns its session lookup has already read (`ref.staff`; sign-in reads them here), and
 * the permission tree of that grant is built once per process (permission-trees.ts).
 */
export async function describeSession(db: Db, trees: PermissionTrees, ref: Pick<SessionRef, 'kind' | 'accountId' | 'staff'>): Promise<SessionView | null> {
  if (ref.kind === 'staff') {
    const found = await loadStaff(db, ref.accountId, ref.staff === undefined);
    if (!found) return null;
    const allowed = ref.staff ? ref.staff.allowed : found.actor && (await staffAllowed(db, found.actor));
    if (!allowed) return null;
    const { staff, school, roles, teachers } = found;
    const { pointAuth } = schoolAuthorizations(school);
    const { authTree, permisionList } = trees.treeOf('staff', allowed, pointAuth);
    return {
      kind: 'staff',
      schoolId: school.id,
      allowed,
      authTree,
      state: {
        userInfo: { id: staff.id, code: staff.code, userName: staff.userName, realName: staff.realName, phoneNum: staff.phone, zoneAuth: staff.zoneAuth },
        schoolInfo: { id: school.id, name: school.name, domain: school.domain, pointAuth },
        identity: 1,
        is_principal: staff.isPrincipal,
        roleList: roles,
        permisionList,
        eduTchList: teachers,
      },
    };
  }
  if (ref.kind === 'student') {
    const found = await loadStudent(db, ref.accountId);
    if (!found) return null;
    const { student, school, className, campusTypingPlanet } = found;
    const switches = schoolAuthorizations(school);
    const { pointAuth } = switches;
    const allowed = studentAllowedRoutes(campusTypingPlanet === true);
    const { authTree, permisionList } = trees.treeOf('student', allowed, pointAuth);
    return {
      kind: 'student',
      schoolId: school.id,
      allowed,
      authTree,
      state: {
        userInfo: {
          id: student.id,
          code: student.code,
          userName: student.userName,
          realName: student.realName,
          phoneNum: student.phone,
          // The school's 学生授权 lets its students into the community at all; the school then grants each one (stu updateAuth).
          zoneAuth: student.zoneAuth && switches.studentAuth,
          stuUserInfo: { realName: student.realName, classId: student.classId, className, campusId: student.campusId },
        },
        schoolInfo: { id: school.id, name: school.name, domain: school.domain, pointAuth },
        identity: 2,
        is_principal: false,
        roleList: [],
        permisionList,
      },
    };
  }
  const admin = await loadAdmin(db, ref.accountId);
  if (!admin) return null;
  const allowed = await adminAllowedRoutes(db, admin);
  const { authTree, permisionList } = trees.treeOf('admin', allowed, true);
  return {
    kind: 'admin',
    schoolId: null,
    allowed,
    authTree,
    state: { adminUserName: admin.userName, realName: admin.realName, adminpermisionList: permisionList },
  };
}
