import { describe, expect, it } from 'vitest';
import type { PermissionEntry } from '../../api/generated/api.schemas';
import { principalSession, studentSession, teacherSession } from '../../test/fixtures';
import { decidePagePermission, decideRoute, decideSchoolHome, mobileIgnoredState, type RouteContext } from './decide-route';
import { specText } from '../../../tests/fixtures/spec-texts';

const visitor: RouteContext = {
  pathname: '/',
  search: '',
  token: null,
  adminToken: null,
  session: null,
  isPhone: false,
  mobileDetectDisabled: false,
  mobileIgnored: false,
};
const principal: RouteContext = { ...visitor, token: 't', session: principalSession };
const teacher: RouteContext = { ...visitor, token: 't', session: teacherSession };
const student: RouteContext = { ...visitor, token: 't', session: studentSession };
const at = (ctx: RouteContext, pathname: string, search = ''): RouteContext => ({ ...ctx, pathname, search });

describe('decideRoute: the root and phones', () => {
  it('a phone opening / goes to /m_index', () => {
    expect(decideRoute({ ...visitor, isPhone: true })).toEqual({ redirect: '/m_index' });
  });
  it('a desktop stays on /', () => {
    expect(decideRoute(visitor)).toEqual({ allow: true });
  });
  it('?ignore=true keeps a phone on / and removes the parameter', () => {
    expect(decideRoute({ ...at(visitor, '/', '?ignore=true&from=ad'), isPhone: true })).toEqual({ redirect: '/?from=ad', state: mobileIgnoredState });
    expect(decideRoute({ ...at(visitor, '/', '?ignore=true'), isPhone: true })).toEqual({ redirect: '/', state: mobileIgnoredState });
    // The cleaned-up root, reached with that state, stays put.
    expect(decideRoute({ ...visitor, isPhone: true, mobileIgnored: true })).toEqual({ allow: true });
  });
  it('the local disableMobileDetect flag keeps a phone on /', () => {
    expect(decideRoute({ ...visitor, isPhone: true, mobileDetectDisabled: true })).toEqual({ allow: true });
  });
  it('only the root redirects phones', () => {
    expect(decideRoute({ ...at(visitor, '/login'), isPhone: true })).toEqual({ allow: true });
  });
});

describe('decideRoute: public pages', () => {
  it.each(['/login', '/m_index', '/s-link', '/homeSchoolConnection', '/MiniWorksDetails', '/MyMatchRanking', '/shareRanking', '/learningReport', '/download', '/cpp/stu'])(
    '%s needs no login',
    (path) => {
      expect(decideRoute(at(visitor, path))).toEqual({ allow: true });
    },
  );
  it('a signed-in user opening /login goes to /', () => {
    expect(decideRoute(at(teacher, '/login'))).toEqual({ redirect: '/' });
  });
  it('unknown paths are allowed so the 404 page shows', () => {
    expect(decideRoute(at(visitor, '/no/such/page'))).toEqual({ allow: true });
  });
});

describe('decideRoute: the back office', () => {
  it('without an admin token: log out of admin and go to /background/login with the path as redirect', () => {
    expect(decideRoute(at(principal, '/background/contract', '?page=2'))).toEqual({
      redirect: `/background/login?redirect=${encodeURIComponent('/background/contract?page=2')}`,
      logout: 'admin',
    });
  });
  it('/background/login is open without a token', () => {
    expect(decideRoute(at(visitor, '/background/login'))).toEqual({ allow: true });
  });
  it('a signed-in admin opening /background/login goes to /background', () => {
    expect(decideRoute(at({ ...visitor, adminToken: 'a' }, '/background/login'))).toEqual({ redirect: '/background' });
  });
  it('/background goes to /background/data-analysis', () => {
    expect(decideRoute(at({ ...visitor, adminToken: 'a' }, '/background'))).toEqual({ redirect: '/background/data-analysis' });
  });
  it('an admin may open back-office pages without a user token', () => {
    expect(decideRoute(at({ ...visitor, adminToken: 'a' }, '/background/contract'))).toEqual({ allow: true });
  });
  it('an admin limited by back-office roles lands on their first screen and is sent there from any other', () => {
    const clerk: RouteContext = { ...visitor, adminToken: 'a', adminPermissions: [{ name: 'create-order', hide: true }, { name: 'look-order', hide: false }] };
    expect(decideRoute(at(clerk, '/background'))).toEqual({ redirect: '/background/look-order' });
    expect(decideRoute(at(clerk, '/background/data-analysis'))).toEqual({ redirect: '/background/look-order', message: specText.messages.accessDenied });
    expect(decideRoute(at(clerk, '/background/look-order'))).toEqual({ allow: true });
    expect(decideRoute(at(clerk, '/background/create-order'))).toEqual({ allow: true });
    // Paths outside the catalogue still reach the 404 page.
    expect(decideRoute(at(clerk, '/background/no-such-page'))).toEqual({ allow: true });
  });
});

describe('decideRoute: the user area', () => {
  it('no token: log out and go to /login', () => {
    expect(decideRoute(at(visitor, '/code-classroom/myClass'))).toEqual({ redirect: '/login', logout: 'user' });
  });
  it('a token without a session is not signed in', () => {
    expect(decideRoute(at({ ...visitor, token: 't' }, '/code-classroom/myClass'))).toEqual({ redirect: '/login', logout: 'user' });
  });
  it('a student opening a staff-only area goes to the student home', () => {
    expect(decideRoute(at(student, '/school-home-page/dataBoard'))).toEqual({
      redirect: '/code-classroom-stu/classroom-index-stu',
      message: specText.messages.accessDenied,
    });
  });
  it('staff opening a student-only page goes to their own home', () => {
    expect(decideRoute(at(teacher, '/exam-stu/exam-list'))).toMatchObject({ redirect: '/code-classroom/classroom-index' });
  });
  it('an ordinary page of the right audience is allowed', () => {
    expect(decideRoute(at(teacher, '/code-classroom/myClass'))).toEqual({ allow: true });
    expect(decideRoute(at(student, '/typing-planet/learn'))).toEqual({ allow: true });
  });
});

describe('decideRoute: per-area rules', () => {
  it.each(['/community/home', '/community/explore', '/community/shared'])('a student without zoneAuth on %s goes to / with 无权限访问', (path) => {
    const noZone: RouteContext = { ...student, session: { ...studentSession, userInfo: { ...studentSession.userInfo, zoneAuth: false } } };
    expect(decideRoute(at(noZone, path))).toEqual({ redirect: '/', message: specText.messages.accessDenied });
    expect(decideRoute(at(student, path))).toEqual({ allow: true });
  });
  it('staff need no zoneAuth for the community', () => {
    const noZone: RouteContext = { ...teacher, session: { ...teacherSession, userInfo: { ...teacherSession.userInfo, zoneAuth: false } } };
    expect(decideRoute(at(noZone, '/community/home'))).toEqual({ allow: true });
  });
  it('other community pages have no zoneAuth rule', () => {
    const noZone: RouteContext = { ...student, session: { ...studentSession, userInfo: { ...studentSession.userInfo, zoneAuth: false } } };
    expect(decideRoute(at(noZone, '/community/comment'))).toEqual({ allow: true });
  });
  it('/school-home-page asks for the school-home permission list', () => {
    expect(decideRoute(at(principal, '/school-home-page/finance/recharge'))).toEqual({ check: 'school-home', routeName: 'recharge' });
  });
  it('/oj/* and /exam/* ask the server with the route name', () => {
    expect(decideRoute(at(student, '/oj/questionBank'))).toEqual({ check: 'page-permission', routeName: 'questionBank' });
    expect(decideRoute(at(teacher, '/exam/paper/edit-exam'))).toEqual({ check: 'page-permission', routeName: 'edit-exam' });
  });
  it('/exam-stu is not under the /exam/ rule', () => {
    expect(decideRoute(at(student, '/exam-stu/exam-list'))).toEqual({ allow: true });
  });
  it('a redirect entry is left to the router', () => {
    expect(decideRoute(at(student, '/oj/index'))).toEqual({ allow: true });
  });
});

describe('decideSchoolHome', () => {
  const list: PermissionEntry[] = [
    { name: 'students-management', hide: false },
    { name: 'student-detail', hide: true },
  ];
  it('a listed page is allowed', () => {
    expect(decideSchoolHome('student-detail', list)).toEqual({ allow: true });
  });
  it('a missing page goes to the first permitted page', () => {
    expect(decideSchoolHome('dataBoard', list)).toEqual({ redirect: '/school-home-page/students-management' });
  });
  it('the data board is the first permitted page when listed', () => {
    expect(decideSchoolHome('recharge', [{ name: 'finance-list', hide: false }, { name: 'dataBoard', hide: false }])).toEqual({
      redirect: '/school-home-page/dataBoard',
    });
  });
  it('an empty list goes to / with 无权限访问', () => {
    expect(decideSchoolHome('dataBoard', [])).toEqual({ redirect: '/', message: specText.messages.accessDenied });
  });
});

describe('decidePagePermission', () => {
  it('allowed or back to / with 无权限访问', () => {
    expect(decidePagePermission(true)).toEqual({ allow: true });
    expect(decidePagePermission(false)).toEqual({ redirect: '/', message: specText.messages.accessDenied });
  });
});
