import { BellFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, List, Segmented, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { communityMessages, communityMessagesRead } from '../../api/generated/community';
import { content } from '../../api/request';
import { AuthorBadge } from './author-badge';
import { CommunityShell, Panel } from './community-shell';
import { ReportedCommentsPanel } from './reported-comments-panel';
import { projectPath, useCommunityAccess } from './use-community';

/**
 * 评论消息: comments on my works and replies to my comments, unread ones marked, read one by one or
 * all. Staff, who receive no comments, handle the reported ones here instead (举报处理).
 */
export function CommentPage() {
  const access = useCommunityAccess();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageNum, setPageNum] = useState(1);
  const student = (access.data?.viewer.studentId ?? 0) > 0;
  const moderator = access.data?.canModerate === true;
  const { data, isLoading } = useQuery({ queryKey: ['community', 'messages', unreadOnly, pageNum], queryFn: () => content(communityMessages({ unreadOnly, pageNum, pageSize: 20 })), enabled: student });
  const read = async (body: { ids?: number[]; all?: boolean }) => {
    await communityMessagesRead(body);
    void client.invalidateQueries({ queryKey: ['community'] });
  };
  return (
    <CommunityShell>
      {moderator ? <ReportedCommentsPanel /> : null}
      <Panel
        title={<><BellFilled style={{ color: '#f59e0b' }} /> 评论消息 <Badge count={data?.unread ?? 0} /></>}
        extra={student ? (
          <Space>
            <Segmented value={unreadOnly ? 'unread' : 'all'} onChange={(v) => { setUnreadOnly(v === 'unread'); setPageNum(1); }} options={[{ label: '全部', value: 'all' }, { label: '未读', value: 'unread' }]} />
            <Button shape="round" disabled={!data?.unread} onClick={() => void read({ all: true })}>全部已读</Button>
          </Space>
        ) : null}
      >
        {!student ? (
          <Empty description="评论消息是学生收到的评论和回复" />
        ) : (
          <List
            loading={isLoading}
            dataSource={data?.list ?? []}
            locale={{ emptyText: <Empty description={unreadOnly ? '没有未读消息' : '还没有人评论你的作品'} /> }}
            pagination={data && data.total > 20 ? { current: pageNum, pageSize: 20, total: data.total, onChange: setPageNum } : false}
            renderItem={(m) => (
              <List.Item
                data-testid="community-message"
                style={{ background: m.read ? 'transparent' : '#fef9c3', borderRadius: 14, padding: 12, marginBottom: 8, cursor: 'pointer' }}
                onClick={() => {
                  if (!m.read) void read({ ids: [m.id] });
                  navigate(projectPath(m.shareId));
                }}
              >
                <div style={{ width: '100%' }}>
                  <Space wrap>
                    {!m.read ? <Badge status="processing" text="未读" /> : null}
                    <AuthorBadge author={m.comment.author} size={26} />
                    <span style={{ color: '#64748b' }}>{m.isReply ? '回复了你的评论' : '评论了你的作品'}</span>
                    <Tag color="magenta">{m.workTitle}</Tag>
                    <span style={{ color: '#94a3b8', fontSize: 12 }}>{dayjs(m.comment.createdAt).format('MM-DD HH:mm')}</span>
                  </Space>
                  <div style={{ marginTop: 6, marginLeft: 32, color: '#1e293b' }}>{m.comment.content}</div>
                </div>
              </List.Item>
            )}
          />
        )}
      </Panel>
    </CommunityShell>
  );
}
