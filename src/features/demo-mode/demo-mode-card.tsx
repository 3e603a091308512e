import { ExperimentOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Space, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { demoModeSet, demoModeStatus } from '../../api/generated/demo-mode';
import { content, withFlags } from '../../api/request';

const admin = withFlags({ admin: true });

const confirmText = {
  off: {
    title: '关闭演示模式？',
    content: '关闭后，首页不再显示平台管理员、校长、教师、学生四个演示账号及其密码的一键登录（账号本身不受影响）。学校正式使用本平台时，应关闭演示模式。',
    okText: '关闭演示模式',
  },
  on: {
    title: '开启演示模式？',
    content: '开启后，任何打开首页的人都能看到四个演示账号的用户名和密码，并一键登录。仅在演示环境中开启，正式学校请勿开启。',
    okText: '开启演示模式',
  },
};

/**
 * The back-office switch of demo mode: on, the home page offers the demo sign-ins; a real school
 * turns it off. Each switch asks for confirmation and is recorded (who, when, from where).
 */
export function DemoModeCard() {
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const status = useQuery({ queryKey: ['demo-mode-status'], queryFn: () => content(demoModeStatus(withFlags({ admin: true, silent: true }))) });
  const change = useMutation({
    mutationFn: (on: boolean) => content(demoModeSet({ on }, admin)),
    onSuccess: (next) => {
      client.setQueryData(['demo-mode-status'], next);
      void client.invalidateQueries({ queryKey: ['demo-mode'] });
      void message.success(next.stored ? '演示模式已开启' : '演示模式已关闭');
    },
  });
  if (status.isError || !status.data) return null;
  const data = status.data;
  const ask = (on: boolean) => {
    const text = confirmText[on ? 'on' : 'off'];
    modal.confirm({ title: text.title, content: text.content, okText: text.okText, cancelText: '取消', okButtonProps: { danger: on }, onOk: () => change.mutateAsync(on) });
  };
  const last = data.changes[0];
  return (
    <Card size="small" data-testid="demo-mode-card" style={{ marginBottom: 16, borderColor: data.on ? '#fbbf24' : undefined, background: data.on ? '#fffbeb' : undefined }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          <ExperimentOutlined style={{ fontSize: 18, color: data.on ? '#d97706' : '#94a3b8' }} />
          <Typography.Text strong>演示模式</Typography.Text>
          {data.on ? <Tag color="warning">已开启</Tag> : <Tag>已关闭</Tag>}
          <Typography.Text type="secondary">
            {data.forcedOff
              ? '服务器设置了 DEMO_MODE=off，首页始终不显示演示账号。'
              : data.on
                ? '首页正显示四个演示账号（含密码）的一键登录；学校正式使用时请关闭。'
                : '首页不显示演示账号。'}
          </Typography.Text>
        </Space>
        <Space wrap>
          {last ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {last.adminName} 于 {dayjs(last.createdAt).format('YYYY-MM-DD HH:mm')} {last.on ? '开启' : '关闭'}
            </Typography.Text>
          ) : null}
          <Switch
            aria-label="演示模式"
            checked={data.stored}
            disabled={data.forcedOff}
            loading={change.isPending}
            checkedChildren="开启"
            unCheckedChildren="关闭"
            onChange={(on) => ask(on)}
          />
        </Space>
      </Space>
    </Card>
  );
}
