import { ConfigProvider, Layout, Space, Typography, theme } from 'antd';
import { useMemo, type ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { areaHome, areaTitle, findRouteByPath } from '../../../../shared/route-catalog';
import { productTitle } from '../../product';
import { CampusSelector } from '../../../features/campus/campus-selector';
import { useSchoolLook } from '../../../features/school-look/use-school-look';
import { useSessionSnapshot } from '../../session/use-session-snapshot';
import { adminDisplayName, userDisplayName } from '../../../providers/session-identity';
import { PageOutlet } from '../page-outlet';
import { AreaBreadcrumb } from './area-breadcrumb';
import { areaLayouts, type LayoutArea } from './area-layout-config';
import { AreaMenu } from './area-menu';
import { AreaNavDrawer } from './area-nav-drawer';
import { AreaSwitcher } from './area-switcher';
import { areaLinksFor, menuRouteOf, menuSectionsFor } from './menu-model';
import { useNarrowScreen } from './use-narrow-screen';
import { UserMenu } from './user-menu';

/**
 * The one layout of every signed-in area, parametrised by area (area-layout-config.ts):
 * menu from the area's permission subtree (side or top), header with brand, the user's
 * name and logout, and per area extras (campus selector, links to the user's other areas). On a
 * phone a top-menu area's menu and extras fold into a drawer (area-nav-drawer.tsx).
 */
export function AreaLayout({ area }: { area: LayoutArea }) {
  const spec = areaLayouts[area];
  const admin = spec.session === 'admin';
  const { pathname } = useLocation();
  const snapshot = useSessionSnapshot();
  const { token: colors } = theme.useToken();
  const narrow = useNarrowScreen();

  const tree = admin ? snapshot.adminAuthTree : snapshot.authTree;
  const pointAuth = snapshot.session?.schoolInfo?.pointAuth;
  const sections = useMemo(() => menuSectionsFor(tree, area, { pointAuth }), [tree, area, pointAuth]);
  const route = findRouteByPath(pathname);
  const selected = menuRouteOf(route)?.name;
  const name = admin ? adminDisplayName(snapshot.adminSession, snapshot.adminUserName) : userDisplayName(snapshot.session, snapshot.username);
  // A school's own look (个性化设置) replaces the brand, colour and footer in its staff's and students' areas.
  const look = useSchoolLook(!admin && Boolean(snapshot.session));
  const brand = admin ? productTitle : (look?.headerTitle ?? snapshot.session?.schoolInfo?.name ?? productTitle);

  // On a phone a top-menu area folds its menu and the secondary items (other areas, campus) into a
  // drawer, and the user menu shows the avatar alone: nothing runs past the screen's edge.
  const compact = narrow && spec.menu === 'top';
  const extras = (
    <>
      {spec.campusSelector ? <CampusSelector /> : null}
      {admin ? null : <AreaSwitcher links={areaLinksFor(tree)} current={area} />}
    </>
  );

  // The header names the school (the product for the back office); the area title sits in the sider when there is one.
  const header = (
    <Layout.Header
      data-testid="area-header"
      style={{ display: 'flex', alignItems: 'center', gap: compact ? 8 : 16, background: colors.colorBgContainer, paddingInline: compact ? 12 : 24, borderBottom: `1px solid ${colors.colorBorderSecondary}` }}
    >
      {compact ? <AreaNavDrawer title={areaTitle[area]} sections={sections} selected={selected} extras={extras} /> : null}
      <Link to={areaHome[area]} style={{ flex: compact ? '1 1 auto' : 'none', minWidth: 0, maxWidth: 320, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        <Typography.Text strong style={{ fontSize: 16 }} data-testid="area-brand">
          {brand}
        </Typography.Text>
        {spec.menu === 'top' && !compact ? (
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {areaTitle[area]}
          </Typography.Text>
        ) : null}
      </Link>
      {spec.menu === 'top' && !compact ? <AreaMenu sections={sections} mode="top" selected={selected} /> : <div style={{ flex: compact ? 'none' : 1 }} />}
      <Space size={compact ? 'small' : 'middle'} style={{ flex: 'none' }}>
        {compact ? null : extras}
        <UserMenu name={name} session={spec.session} compact={narrow} />
      </Space>
    </Layout.Header>
  );

  const content = (
    <Layout.Content style={{ padding: narrow ? 12 : 24, minWidth: 0 }}>
      {route ? <AreaBreadcrumb route={route} /> : null}
      <PageOutlet />
      {look?.footerText ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }} data-testid="school-footer">
          {look.footerText}
        </Typography.Paragraph>
      ) : null}
    </Layout.Content>
  );

  const themed = (layout: ReactElement) => (look?.themeColor ? <ConfigProvider theme={{ token: { colorPrimary: look.themeColor } }}>{layout}</ConfigProvider> : layout);
  if (spec.menu === 'top') {
    return themed(
      <Layout style={{ minHeight: '100vh' }} data-area={area}>
        {header}
        {content}
      </Layout>,
    );
  }
  return themed(
    <Layout style={{ minHeight: '100vh' }} data-area={area}>
      <Layout.Sider width={220} breakpoint="lg" collapsedWidth={0} style={{ overflow: 'auto' }}>
        <Typography.Title level={5} style={{ color: '#fff', margin: 0, padding: '20px 24px' }}>
          {areaTitle[area]}
        </Typography.Title>
        <AreaMenu sections={sections} mode="side" selected={selected} />
      </Layout.Sider>
      <Layout>
        {header}
        {content}
      </Layout>
    </Layout>,
  );
}
