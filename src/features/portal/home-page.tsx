import { LogoutOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Button, Empty, Layout, Space, Typography } from 'antd';
import { productTitle } from '../../app/product';
import { useSessionSnapshot } from '../../app/session/use-session-snapshot';
import { areaLinksFor } from '../../app/layouts/area-layout/menu-model';
import type { SessionParams } from '../../providers/auth-provider';
import { userDisplayName, userKindOf } from '../../providers/session-identity';
import { AreaCards } from './area-cards';
import { VisitorLanding } from './visitor-landing';

const roleLabel = { staff: '教职工', student: '学生' } as const;

/** `/`: a portal into the signed-in user's areas, or a landing page for visitors. */
export function HomePage() {
  const snapshot = useSessionSnapshot();
  const { mutate: logout } = useLogout<SessionParams>();
  const kind = userKindOf(snapshot.session);
  if (!snapshot.token || !snapshot.session || !kind) {
    return (
      <div data-home="visitor">
        <VisitorLanding adminSignedIn={!!snapshot.adminToken} />
      </div>
    );
  }
  const links = areaLinksFor(snapshot.authTree);
  const role = snapshot.session.is_principal ? '校长' : roleLabel[kind];
  return (
    <div data-home="portal">
      <Layout.Content style={{ maxWidth: 1080, margin: '0 auto', padding: '48px 24px', width: '100%' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 24 }} wrap>
          <div>
            <Typography.Title level={2} style={{ marginBottom: 4 }}>
              你好，{userDisplayName(snapshot.session, snapshot.username)}
            </Typography.Title>
            <Typography.Text type="secondary">
              {snapshot.session.schoolInfo?.name ?? productTitle} · {role}
            </Typography.Text>
          </div>
          <Button icon={<LogoutOutlined />} onClick={() => logout({ kind: 'user' })}>
            退出登录
          </Button>
        </Space>
        {links.length > 0 ? <AreaCards links={links} /> : <Empty description="您的账号暂未开通任何功能区域，请联系学校管理员" />}
      </Layout.Content>
    </div>
  );
}
