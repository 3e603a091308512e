import { HomeOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { passwordMessages } from '../../../../shared/account-safety/password-rules';
import { PasswordChangeDialog } from '../../../features/account-safety/password/password-change-dialog';
import type { SessionParams } from '../../../providers/auth-provider';

/**
 * The signed-in person's name with 返回首页, the password change dialog (staff and students; the
 * personalColumn call) and 退出登录 (logout of the session this area runs on).
 */
export function UserMenu({ name, session }: { name: string; session: 'user' | 'admin' }) {
  const { mutate: logout, isPending } = useLogout<SessionParams>();
  const [changing, setChanging] = useState(false);
  const items = [
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
        <Button type="text" data-testid="user-menu">
          <Space>
            <Avatar size="small" icon={<UserOutlined />} />
            {name}
          </Space>
        </Button>
      </Dropdown>
      {session === 'user' && <PasswordChangeDialog open={changing} onClose={() => setChanging(false)} />}
    </>
  );
}
