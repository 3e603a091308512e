import { Button, List, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { identities } from '../../../shared/account-safety/password-rules';
import type { FeedbackItem, FeedbackState } from '../../api/generated/api.schemas';
import { staffFeedbackList, staffFeedbackState } from '../../api/generated/account-safety';
import { content, withFlags } from '../../api/request';
import { sessionStore } from '../../providers/session-store';

const recent = 5;

/**
 * At the foot of the feedback dialog, for staff: how much of what they sent the back office has
 * read and answered (tch feedbackState), and on request their latest items with the answers.
 */
export function MyFeedback() {
  const [state, setState] = useState<FeedbackState | null>(null);
  const [items, setItems] = useState<FeedbackItem[] | null>(null);

  useEffect(() => {
    if (sessionStore.getUserSession()?.identity === identities.student) return;
    void content(staffFeedbackState(withFlags({ silent: true }))).then(setState, () => setState(null));
  }, []);

  if (!state || state.total === 0) return null;
  const show = () => void content(staffFeedbackList({ pageNum: 1, pageSize: recent }, withFlags({ silent: true }))).then((page) => setItems(page.list), () => setItems([]));
  return (
    <div>
      <Typography.Text type="secondary">
        我的反馈：共 {state.total} 条，管理员已读 {state.read} 条，已回复 {state.replied} 条
      </Typography.Text>
      {items === null ? (
        <Button type="link" size="small" onClick={show}>
          查看最近反馈
        </Button>
      ) : (
        <List
          size="small"
          dataSource={items}
          renderItem={(item) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <>
                    {item.tagName} {item.read ? <Tag>已读</Tag> : <Tag color="orange">未读</Tag>}
                  </>
                }
                description={
                  <>
                    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
                      {item.content}
                    </Typography.Paragraph>
                    {item.reply && <Typography.Text type="success">回复：{item.reply}</Typography.Text>}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
