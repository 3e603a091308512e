import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { findRouteByName } from '../../shared/route-catalog';
import { antdNotifier, setNotifier } from '../api/notify';
import { resetSchoolHomePermission } from '../providers/school-home-permission';
import { ok } from '../test/envelope';
import { principalSession, principalTree, signInAdmin, signInAs } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { spyOnUserFeedback } from '../test/spies';
import { productTitle } from './product';
import { specText } from '../../tests/fixtures/spec-texts';

let feedback: ReturnType<typeof spyOnUserFeedback>;

const campuses = [
  { id: 1, schoolId: 1, name: '总部校区', address: '人民路 1 号', valid: true, enabled: true, pointsAuth: true, typingPlanet: true, studentZone: true, lessonHourEdit: false, signCorrection: false, createdAt: '2026-01-01T00:00:00Z' },
  { id: 2, schoolId: 1, name: '东城校区', address: null, valid: true, enabled: false, pointsAuth: false, typingPlanet: false, studentZone: false, lessonHourEdit: false, signCorrection: false, createdAt: '2026-01-02T00:00:00Z' },
];

beforeEach(() => {
  feedback = spyOnUserFeedback();
  resetSchoolHomePermission();
});
afterEach(() => setNotifier(antdNotifier));

const pageStatus = (container: HTMLElement) => container.querySelector('[data-page-status]')?.getAttribute('data-page-status');

describe('the app', () => {
  it('a visitor at / sees what the product is and the sign-in entries; no demo accounts unless demo mode is on', async () => {
    server.use(http.get('*/api/demo-mode', () => ok({ on: false, accounts: [] })));
    renderApp('/');
    // The home page is a chunk of its own (the sign-in screens do not carry it).
    expect(await screen.findByText('教职工登录')).toBeTruthy();
    expect(screen.getByText('学生登录')).toBeTruthy();
    expect(screen.getByText('平台管理员登录')).toBeTruthy();
    expect(screen.getByText('在线评测 OJ')).toBeTruthy();
    expect(document.querySelector('[data-home="visitor"]')).toBeTruthy();
    expect(document.querySelector('[data-testid="demo-sign-ins"]')).toBeNull();
    expect(document.title).toBe(productTitle);
  });

  it('in demo mode the home page offers the four demo sign-ins', async () => {
    const accounts = [
      { role: 'admin', label: '平台管理员', kind: 'admin', userName: 'admin', password: 'Admin@2026' },
      { role: 'principal', label: '校长', kind: 'staff', userName: 'principal', password: 'Principal@2026' },
      { role: 'teacher', label: '教师', kind: 'staff', userName: 'teacher', password: 'Teacher@2026' },
      { role: 'student', label: '学生', kind: 'student', userName: 'student', password: 'Student2026' },
    ];
    server.use(http.get('*/api/demo-mode', () => ok({ on: true, accounts })));
    renderApp('/');
    await waitFor(() => expect(document.querySelectorAll('[data-demo-role]')).toHaveLength(4));
    expect(screen.getByText('teacher / Teacher@2026')).toBeTruthy();
  });

  it('a visitor opening a protected page is sent to /login', async () => {
    const { router } = renderApp('/code-classroom/myClass');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('tab', { name: '教职工登录' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '学生登录' })).toBeTruthy();
  });

  it('a signed-in user sees the portal with a card per granted area and the school in the title', async () => {
    signInAs('principal');
    renderApp('/');
    expect(await screen.findByText('你好，王校长')).toBeTruthy();
    expect(document.querySelector('[data-testid="area-card-school"]')?.getAttribute('href')).toBe('/school-home-page/dataBoard');
    expect(document.querySelector('[data-testid="area-card-oj"]')).toBeTruthy();
    expect(document.querySelector('[data-testid="area-card-student-exam"]')).toBeNull();
    expect(document.title).toBe(`示范编程学校 - ${productTitle}`);
  });

  it('a hidden screen renders inside its area layout, menu highlighting its parent', async () => {
    signInAs('teacher');
    const { container } = renderApp('/code-classroom/prepare-lessons/subject-data');
    await waitFor(() => expect(pageStatus(container)).toBe('built'));
    expect(container.querySelector('[data-area="teacher-classroom"]')).toBeTruthy();
    // The hidden screen highlights its parent (备课中心, the only entry of 备课授课, so shown as an item) in the top menu.
    // The menu settles after the permission tree arrives, which may be after the page itself under load.
    await waitFor(() => expect(container.querySelector('.ant-menu-item-selected')?.textContent).toContain('备课中心'));
    // Breadcrumb: area › group › parent › screen.
    expect(container.querySelector('.ant-breadcrumb')?.textContent).toContain('教师课堂');
    expect(container.querySelector('.ant-breadcrumb')?.textContent).toContain('学科资料');
  });

  it('the school sider highlights a hidden screen\'s parent entry and opens its group', async () => {
    signInAs('principal');
    server.use(
      http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(principalSession.permisionList)),
      http.get('*/java-api/school/edu/campus/queryListByUserId', () => ok(campuses)),
    );
    const { container } = renderApp('/school-home-page/student-detail');
    // The layout is what matters here, whether or not the page itself is built yet.
    await waitFor(() => expect(container.querySelector('.ant-layout-sider .ant-menu-item-selected')).toBeTruthy());
    const selected = container.querySelector('.ant-layout-sider .ant-menu-item-selected');
    expect(selected?.textContent).toBe(findRouteByName('students-management')?.title);
    expect(selected?.querySelector('a')?.getAttribute('href')).toBe('/school-home-page/students-management');
  });

  it('a phone at / goes to /m_index; /?ignore=true stays on / without the parameter', async () => {
    const ua = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
    Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148' });
    try {
      const phone = renderApp('/');
      await waitFor(() => expect(phone.router.state.location.pathname).toBe('/m_index'));
      expect(await screen.findByText('继续访问电脑版')).toBeTruthy();
      phone.unmount();
      const ignored = renderApp('/?ignore=true');
      await waitFor(() => expect(ignored.router.state.location.search).toBe(''));
      expect(ignored.router.state.location.pathname).toBe('/');
      expect(await screen.findByText('教职工登录')).toBeTruthy();
    } finally {
      if (ua) Object.defineProperty(window.navigator, 'userAgent', ua);
      else delete (window.navigator as { userAgent?: string }).userAgent;
    }
  });

  it('an unknown path shows the 404 page with 返回首页', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('/oj/* asks the server and sends a refused user home with 无权限访问', async () => {
    signInAs('student');
    let asked: unknown;
    server.use(
      http.post('*/java-api/auth/sch/checkPagePermission', async ({ request }) => {
        asked = await request.json();
        return ok({ permission_key: 'ranking', allowed: false });
      }),
    );
    const { router } = renderApp('/oj/ranking');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(asked).toEqual({ permission_key: 'ranking' });
    expect(feedback.notifier.warning).toHaveBeenCalledWith(specText.messages.accessDenied, undefined);
  });

  it('/oj/* shows the page when the server allows it', { timeout: 20_000 }, async () => {
    signInAs('student');
    server.use(
      http.post('*/java-api/auth/sch/checkPagePermission', () => ok({ permission_key: 'ranking', allowed: true })),
      http.post('*/java-api/oj/ranking', () => ok({ total: 0, items: [], classes: [], classId: null, rankTotal: true })),
    );
    const { container } = renderApp('/oj/ranking');
    // The OJ chunk takes longer to load than a bare page on a busy machine.
    await waitFor(() => expect(pageStatus(container)).toBe('built'), { timeout: 10_000 });
    expect(container.querySelector('[data-area="oj"]')).toBeTruthy();
  });

  it('the school data board shows the real campus figures and no panel awaits its data', async () => {
    signInAs('principal');
    server.use(
      http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(principalSession.permisionList)),
      http.get('*/java-api/school/edu/campus/queryListByUserId', () => ok(campuses)),
    );
    const { container } = renderApp('/school-home-page/dataBoard');
    await waitFor(() => expect(pageStatus(container)).toBe('built'));
    expect(await screen.findByText('总部校区')).toBeTruthy();
    expect(container.querySelector('[data-area="school"]')).toBeTruthy();
    expect(screen.queryByText('数据接口建设中')).toBeNull();
    const stat = (title: string) => screen.getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent;
    await waitFor(() => expect(stat('校区数量')).toBe('2个'));
    expect(stat('启用中校区')).toBe('1个');
    expect(screen.getAllByText('示范编程学校').length).toBeGreaterThan(0);
  });

  it('a school page missing from the permission list goes to the first permitted page', async () => {
    signInAs('principal');
    server.use(
      http.post('*/java-api/auth/sch/schoolHomePermission', () => ok([{ name: 'refund', hide: false }])),
      http.get('*/java-api/school/edu/campus/queryListByUserId', () => ok(campuses)),
    );
    const { router } = renderApp('/school-home-page/dataBoard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/school-home-page/refund'));
  });

  it('the star-coin menu group is hidden without pointAuth', async () => {
    signInAs('principal', { schoolInfo: { ...principalSession.schoolInfo, pointAuth: false } });
    server.use(
      http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(principalSession.permisionList)),
      http.get('*/java-api/school/edu/campus/queryListByUserId', () => ok(campuses)),
    );
    const { container } = renderApp('/school-home-page/dataBoard');
    await waitFor(() => expect(pageStatus(container)).toBe('built'));
    expect(screen.queryByText('星币管理')).toBeNull();
    expect(screen.getByText('学员管理')).toBeTruthy();
  });

  it('staff sign-in: fills the form, stores the session and lands on the data board', async () => {
    server.use(
      http.post('*/java-api/school/tch/login', () => ok({ token: 'tok', authTree: principalTree })),
      http.post('*/java-api/school/tch/freshData', () => ok(principalSession)),
      http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(principalSession.permisionList)),
      http.get('*/java-api/school/edu/campus/queryListByUserId', () => ok(campuses)),
    );
    const { router } = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'principal' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Principal@2026' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/school-home-page/dataBoard'));
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('a failed sign-in shows the error inline and stays on /login', async () => {
    server.use(http.post('*/java-api/student/stu/login', () => Response.json({ success: false, code: 'InvalidUserNameOrPassword', message: messages.invalidUserNameOrPassword, content: null })));
    const { router } = renderApp('/login');
    fireEvent.click(await screen.findByRole('tab', { name: '学生登录' }));
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'student' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.invalidUserNameOrPassword);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('the back office without an admin token goes to its login with the redirect', async () => {
    const { router } = renderApp('/background/contract');
    await waitFor(() => expect(router.state.location.pathname).toBe('/background/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/background/contract')}`);
    expect(await screen.findByText('平台管理后台登录')).toBeTruthy();
  });

  it('a signed-in admin: /background opens the data analysis page, with the server\'s counts, in the back-office layout', async () => {
    signInAdmin();
    const overview = { schools: 7, runningSchools: 6, trialSchools: 2, campuses: 11, staff: 40, students: 512, activeToday: 33, submissions: 1200, works: 845, signIns: [{ date: '2026-11-22', staff: 3, student: 9, admin: 1, failed: 2 }] };
    server.use(http.post('*/java-api/admin/analytics/overview', () => ok(overview)));
    const { router, container } = renderApp('/background');
    await waitFor(() => expect(router.state.location.pathname).toBe('/background/data-analysis'));
    await waitFor(() => expect(pageStatus(container)).toBe('built'));
    expect(container.querySelector('[data-area="admin"]')).toBeTruthy();
    expect(screen.getAllByText('平台管理员').length).toBeGreaterThan(0);
    await screen.findByText('512');
    expect(screen.getByText('试用学校')).toBeTruthy();
    expect(screen.getByText('今日活跃账号')).toBeTruthy();
    expect(screen.getByRole('img', { name: '每日登录次数' })).toBeTruthy();
    // The demo-mode switch sits on the back-office home.
    expect(await screen.findByText('演示模式')).toBeTruthy();
  });

  it('another tab signing out shows 账号登出', async () => {
    signInAs('teacher');
    renderApp('/');
    await screen.findByText('你好，李老师');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'teacher-token', newValue: null }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(specText.messages.accountLoggedOutTitle);
    expect(dialog.textContent).toContain(specText.messages.accountLoggedOut);
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
  });
});
