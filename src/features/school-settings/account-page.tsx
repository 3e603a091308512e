import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useState } from 'react';
import { passwordMessages } from '../../../shared/account-safety/password-rules';
import type { StaffSession } from '../../api/generated/api.schemas';
import { sessionStore } from '../../providers/session-store';
import type { PageProps } from '../../resources/page-props';
import { PasswordChangeDialog } from '../account-safety/password/password-change-dialog';
import { PhoneDialog } from '../account-safety/phone/phone-dialog';

/**
 * 账号设置: the signed-in staff member's own profile as the session holds it, with the same
 * password and phone dialogs the sign-in checks open (one dialog serves both places).
 */
export function AccountPage({ route }: PageProps) {
  const session = sessionStore.getUserSession() as StaffSession | null;
  const [dialog, setDialog] = useState<'password' | 'phone' | null>(null);
  const user = session?.userInfo;
  return (
    <Card title={route.title}>
      <Descriptions column={1} bordered size="small" data-testid="account-profile">
        <Descriptions.Item label="姓名">{user?.realName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="用户名">{user?.userName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="工号">{user?.code ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="手机号">{user?.phoneNum || '未绑定'}</Descriptions.Item>
        <Descriptions.Item label="学校">{session?.schoolInfo.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="角色">
          {session?.is_principal && <Tag color="gold">校长</Tag>}
          {session?.roleList.map((role) => <Tag key={role.id}>{role.name}</Tag>)}
        </Descriptions.Item>
      </Descriptions>
      <Space style={{ marginTop: 16 }}>
        <Button icon={<LockOutlined />} onClick={() => setDialog('password')}>{passwordMessages.reminderChange}</Button>
        <Button icon={<MobileOutlined />} onClick={() => setDialog('phone')}>{user?.phoneNum ? '更换手机号' : '绑定手机号'}</Button>
      </Space>
      <PasswordChangeDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      {dialog === 'phone' && <PhoneDialog onDone={() => setDialog(null)} />}
    </Card>
  );
}
