import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { communityUpdateFooter } from '../../api/generated/community';
import { CommunityShell, Panel } from './community-shell';
import { useCommunityAccess } from './use-community';

/** 社区页头 on its own: the head every community page carries. */
export function HeaderPage() {
  return (
    <CommunityShell>
      <Panel title="社区页头">
        <div style={{ color: '#64748b' }}>上方就是社区每个页面都会显示的页头：学校名称、导航和你的装扮形象。</div>
      </Panel>
    </CommunityShell>
  );
}

/** 社区页脚: the foot every community page carries, with the school's zone footer setting for the principal. */
export function FooterPage() {
  const access = useCommunityAccess();
  const client = useQueryClient();
  const { message } = App.useApp();
  const save = async (values: { footer: string }) => {
    await communityUpdateFooter({ footer: values.footer ?? '' });
    void message.success('保存成功');
    void client.invalidateQueries({ queryKey: ['community', 'access'] });
  };
  return (
    <CommunityShell>
      <Panel title="社区页脚">
        {access.data?.canEditFooter ? (
          <Form layout="vertical" initialValues={{ footer: access.data.footer ?? '' }} onFinish={(v) => void save(v)} style={{ maxWidth: 560 }}>
            <Form.Item name="footer" label="页脚文字（留空则显示默认提示）">
              <Input.TextArea rows={2} maxLength={200} showCount placeholder="例如：示范编程学校 · 快乐编程，友善交流" />
            </Form.Item>
            <Button type="primary" htmlType="submit" shape="round">保存</Button>
          </Form>
        ) : (
          <div style={{ color: '#64748b' }}>页脚显示学校设置的社区说明，在每个社区页面的最下方。</div>
        )}
      </Panel>
    </CommunityShell>
  );
}

