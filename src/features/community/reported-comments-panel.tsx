import { FlagFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, List, Popconfirm, Segmented, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { communityCommentDismiss, communityCommentHide, communityCommentRestore, communityReportedComments } from '../../api/generated/community';
import { content } from '../../api/request';
import { Panel } from './community-shell';
import { projectPath } from './use-community';

type QueueState = 'pending' | 'hidden';

/**
 * 举报处理 (what staff see on 评论消息): the reported comments of the school's reach — on its works or
 * written by its students. Pending ones are hidden at once or let stay (驳回举报); hidden ones may be
 * shown again. Each decision is in the school's operation log.
 */
export function ReportedCommentsPanel() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [state, setState] = useState<QueueState>('pending');
  const [pageNum, setPageNum] = useState(1);
  const { data, isLoading } = useQuery({ queryKey: ['community', 'reported', state, pageNum], queryFn: () => content(communityReportedComments({ state, pageNum, pageSize: 20 })) });
  const act = async (call: (body: { commentId: number }) => Promise<{ message?: string }>, commentId: number) => {
    const answer = await call({ commentId });
    message.success(answer.message ?? '已处理');
    void client.invalidateQueries({ queryKey: ['community'] });
  };
  return (
    <Panel
      title={<><FlagFilled style={{ color: '#ef4444' }} /> 举报处理</>}
      extra={<Segmented value={state} onChange={(v) => { setState(v as QueueState); setPageNum(1); }} options={[{ label: '待处理', value: 'pending' }, { label: '已隐藏', value: 'hidden' }]} />}
    >
      <List
        loading={isLoading}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty description={state === 'pending' ? '没有待处理的举报' : '没有被隐藏的评论'} /> }}
        pagination={data && data.total > 20 ? { current: pageNum, pageSize: 20, total: data.total, onChange: setPageNum } : false}
        renderItem={(c) => (
          <List.Item
            data-testid="reported-comment"
            actions={
              state === 'pending'
                ? [
                    <Popconfirm key="hide" title="隐藏后所有人都看不到这条评论，确定吗？" okText="隐藏" cancelText="取消" onConfirm={() => act(communityCommentHide, c.id)}>
                      <Button danger size="small">隐藏</Button>
                    </Popconfirm>,
                    <Button key="dismiss" size="small" onClick={() => void act(communityCommentDismiss, c.id)}>驳回举报</Button>,
                  ]
                : [<Button key="restore" size="small" onClick={() => void act(communityCommentRestore, c.id)}>恢复显示</Button>]
            }
          >
            <div style={{ width: '100%' }}>
              <Space wrap>
                <strong>{c.authorName}</strong>
                <span style={{ color: '#64748b' }}>{c.authorSchool}</span>
                <span style={{ color: '#64748b' }}>评论了</span>
                <Tag color="magenta" style={{ cursor: 'pointer' }} onClick={() => navigate(projectPath(c.shareId))}>{c.workTitle}</Tag>
                <Tag color="red">被举报 {c.reports} 次</Tag>
                <span style={{ color: '#94a3b8', fontSize: 12 }}>最近举报 {dayjs(c.lastReportAt).format('MM-DD HH:mm')}</span>
              </Space>
              <div style={{ marginTop: 6, color: '#1e293b' }}>{c.content}</div>
              {c.reasons.length ? <div style={{ marginTop: 4, color: '#b45309', fontSize: 13 }}>举报原因：{c.reasons.join('；')}</div> : null}
            </div>
          </List.Item>
        )}
      />
    </Panel>
  );
}
