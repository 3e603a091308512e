import { HomeOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { passwordMessages } from '../../../../shared/account-safety/password-rules';
import { loadChunk } from '../../chunk-load/chunk-load-error';
import type { SessionParams } from '../../../providers/auth-provider';

// The dialog (antd Form, Input, Modal) is fetched when the child or teacher asks for it: every
// signed-in screen's first visit carries the layout, and few visits change a password.
const PasswordChangeDialog = lazy(() =>
  loadChunk(() => import('../../../features/account-safety/password/password-change-dialog')).then((m) => ({ default: m.PasswordChangeDialog })),
);

/**
 * The signed-in person's name with 返回首页, the password change dialog (staff and students; the
 * personalColumn call) and 退出登录 (logout of the session this area runs on).
 */
export function UserMenu({ name, session, compact = false }: { name: string; session: 'user' | 'admin'; /** A phone: the avatar alone, the name in the menu. */ compact?: boolean }) {
  const { mutate: logout, isPending } = useLogout<SessionParams>();
  const [changing, setChanging] = useState(false);
  const items = [
    ...(compact ? [{ key: 'name', label: name, disabled: true }, { type: 'divider' as const }] : []),
    ...(session === 'user'
      ? [
          { key: 'home', icon: <HomeOutlined />, label: <Link to="/">返回首页</Link> },
          { key: 'password', icon: <LockOutlined />, label: passwordMessages.reminderChange, onClick: () => setChanging(true) },
        ]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', disabled: isPending, onClick: () => logout({ kind: session }) },
  ];
  return (
    <>
      <Dropdown menu={{ items }} placement="bottomRight">
        <Button type="text" data-testid="user-menu" aria-label={compact ? name : undefined}>
          <Space>
            <Avatar size="small" icon={<UserOutlined />} />
            {compact ? null : name}
          </Space>
        </Button>
      </Dropdown>
      {session === 'user' && changing && (
        <Suspense fallback={null}>
          <PasswordChangeDialog open onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </>
  );
}
