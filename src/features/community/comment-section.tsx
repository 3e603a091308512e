import { DeleteOutlined, EyeInvisibleOutlined, FlagOutlined, MessageOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Input, Popconfirm, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { CommunityComment } from '../../api/generated/api.schemas';
import { communityComment, communityCommentDelete, communityCommentHide, communityCommentReport, communityComments } from '../../api/generated/community';
import { content } from '../../api/request';
import { AuthorBadge } from './author-badge';

const pageSize = 20;

/** A work's comments: write one (or a reply), report, delete one's own or on one's own work; teachers hide. */
export function CommentSection({ shareId, student, canModerate }: { shareId: number; student: boolean; canModerate: boolean }) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<CommunityComment | null>(null);
  const [posting, setPosting] = useState(false);
  const pages = useInfiniteQuery({
    queryKey: ['community', 'comments', shareId],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => content(communityComments({ id: shareId, pageSize, ...(pageParam ? { beforeId: pageParam } : {}) })),
    getNextPageParam: (last) => last.nextBeforeId ?? undefined,
  });
  const comments = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const refresh = () => client.invalidateQueries({ queryKey: ['community'] });
  const act = async (call: Promise<unknown>, done: string) => {
    await call;
    void message.success(done);
    void refresh();
  };
  const post = async () => {
    setPosting(true);
    try {
      await communityComment({ id: shareId, content: text, ...(replyTo ? { parentId: replyTo.id } : {}) });
      setText('');
      setReplyTo(null);
      void message.success('评论成功');
      void refresh();
    } finally {
      setPosting(false);
    }
  };

  return (
    <div data-testid="comment-section">
      {student ? (
        <div style={{ marginBottom: 16 }}>
          {replyTo ? (
            <Tag closable onClose={() => setReplyTo(null)} color="blue" style={{ marginBottom: 8 }}>回复 {replyTo.author.name}</Tag>
          ) : null}
          <Input.TextArea aria-label="评论内容" value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={200} showCount placeholder="友善地说说你的想法吧～" style={{ borderRadius: 12 }} />
          <Button type="primary" shape="round" style={{ marginTop: 8 }} loading={posting} onClick={() => void post()}>发表评论</Button>
        </div>
      ) : null}
      <div style={{ color: '#64748b', marginBottom: 8 }}>共 {total} 条评论</div>
      {comments.length === 0 ? <Empty description="还没有评论，来抢沙发吧" /> : null}
      {comments.map((c) => (
        <div key={c.id} data-testid="comment" style={{ background: '#f8fafc', borderRadius: 14, padding: 12, marginBottom: 10 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
            <AuthorBadge author={c.author} size={28} />
            <span style={{ color: '#94a3b8', fontSize: 12 }}>{dayjs(c.createdAt).format('MM-DD HH:mm')}</span>
          </div>
          <div style={{ margin: '8px 0 6px 36px', color: '#1e293b', whiteSpace: 'pre-wrap' }}>
            {c.replyToName ? <span style={{ color: '#6366f1' }}>回复 {c.replyToName}：</span> : null}
            {c.content}
          </div>
          <Space size={4} style={{ marginLeft: 28 }}>
            {student ? <Button type="link" size="small" icon={<MessageOutlined />} onClick={() => setReplyTo(c)}>回复</Button> : null}
            {student && !c.mine ? <Button type="link" size="small" icon={<FlagOutlined />} onClick={() => void act(communityCommentReport({ commentId: c.id }), '已举报，老师会尽快处理')}>举报</Button> : null}
            {c.canDelete ? (
              <Popconfirm title="删除这条评论？" onConfirm={() => void act(communityCommentDelete({ commentId: c.id }), '已删除')}>
                <Button type="link" size="small" danger icon={<DeleteOutlined />}>删除</Button>
              </Popconfirm>
            ) : null}
            {canModerate ? (
              <>
                {c.reports ? <Tag color="red">被举报 {c.reports} 次</Tag> : null}
                <Button type="link" size="small" danger icon={<EyeInvisibleOutlined />} onClick={() => void act(communityCommentHide({ commentId: c.id }), '已隐藏')}>隐藏</Button>
              </>
            ) : null}
          </Space>
        </div>
      ))}
      {pages.hasNextPage ? <Button block shape="round" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>查看更多评论</Button> : null}
    </div>
  );
}
