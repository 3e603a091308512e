import { Empty, List, Rate, Space, Statistic, Table, Tag } from 'antd';
import type { StoryComment, StoryStarGrant, StoryStars } from '../../api/generated/api.schemas';
import { chinaDay, chinaTime, starSources } from './story-labels';

/** 星币: balance, earned and spent, and the latest lines of the coin ledger. */
export function StarsSection({ stars }: { stars: StoryStars }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space size={48} wrap>
        <Statistic title="星币余额" value={stars.balance} suffix="枚" />
        <Statistic title="累计获得" value={stars.earned} suffix="枚" valueStyle={{ color: '#389e0d' }} />
        <Statistic title="累计使用" value={stars.spent} suffix="枚" valueStyle={{ color: '#cf1322' }} />
      </Space>
      <Table<StoryStarGrant>
        rowKey="id"
        size="small"
        dataSource={stars.list}
        pagination={false}
        locale={{ emptyText: <Empty description="还没有星币记录" /> }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 170, render: chinaTime },
          { title: '星币', dataIndex: 'amount', width: 90, align: 'right', render: (a: number) => <b style={{ color: a < 0 ? '#cf1322' : '#389e0d' }}>{a > 0 ? `+${a}` : a}</b> },
          { title: '来源', dataIndex: 'source', width: 140, render: (s: string) => <Tag>{starSources[s] ?? s}</Tag> },
          { title: '原因', dataIndex: 'reason' },
        ]}
      />
    </Space>
  );
}

const commentSources: Record<string, { label: string; color: string }> = { lesson: { label: '课堂评价', color: 'green' }, work: { label: '作品点评', color: 'magenta' }, exam: { label: '试卷评语', color: 'volcano' } };

/** 评语: every comment teachers left — on lessons, works and paper exams — newest first. */
export function CommentsSection({ comments }: { comments: StoryComment[] }) {
  if (!comments.length) return <Empty description="老师还没有留下评语" />;
  return (
    <List<StoryComment>
      dataSource={comments}
      pagination={comments.length > 10 ? { pageSize: 10, size: 'small' } : false}
      renderItem={(c) => (
        <List.Item>
          <List.Item.Meta
            title={
              <Space wrap>
                <Tag color={commentSources[c.source]?.color}>{commentSources[c.source]?.label}</Tag>
                <span>{c.title ?? ''}</span>
                {c.source === 'lesson' && c.rating ? <Rate disabled value={c.rating} style={{ fontSize: 14 }} /> : null}
                {c.source === 'work' && c.rating !== null ? <Tag>{c.rating} 分</Tag> : null}
              </Space>
            }
            description={`${c.teacherName ?? '老师'} · ${chinaDay(c.at)}`}
          />
          <div style={{ maxWidth: 560 }}>{c.comment || '（只打了分）'}</div>
        </List.Item>
      )}
    />
  );
}
