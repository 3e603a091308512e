import { HomeOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, Space } from 'antd';
import { Link } from 'react-router';
import type { SessionParams } from '../../providers/auth-provider';

/** The signed-in person's name with 返回首页 and 退出登录 (logout of the session this area runs on). */
export function UserMenu({ name, session }: { name: string; session: 'user' | 'admin' }) {
  const { mutate: logout, isPending } = useLogout<SessionParams>();
  const items = [
    ...(session === 'user' ? [{ key: 'home', icon: <HomeOutlined />, label: <Link to="/">返回首页</Link> }] : []),
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', disabled: isPending, onClick: () => logout({ kind: session }) },
  ];
  return (
    <Dropdown menu={{ items }} placement="bottomRight">
      <Button type="text" data-testid="user-menu">
        <Space>
          <Avatar size="small" icon={<UserOutlined />} />
          {name}
        </Space>
      </Button>
    </Dropdown>
  );
}
