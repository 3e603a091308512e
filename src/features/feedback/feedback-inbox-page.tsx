import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Image, Segmented, Space, Table, Tabs, Tag } from 'antd';
import { feedbackTypes, imageUrlSeparator, type FeedbackType } from '../../../shared/account-safety/feedback-rules';
import type { FeedbackItem } from '../../api/generated/api.schemas';
import { feedbackAllRead, feedbackList, feedbackRead, feedbackUnReadNum } from '../../api/generated/account-safety';
import { content, withFlags } from '../../api/request';
import { FeedbackReplyButton } from './feedback-reply-button';
import { FeedbackTagsPanel } from './feedback-tags-panel';
import type { PageProps } from '../../resources/page-props';
import { intParam, useQueryInUrl } from '../../resources/list-location';

const admin = () => withFlags({ admin: true, silent: true });
const pageSize = 20;
/** 全部, 未读 or 已读: the list's read filter. */
const readFilters = [
  { label: '全部', value: 'all' },
  { label: '未读', value: 'unread' },
  { label: '已读', value: 'read' },
] as const;
type ReadFilter = (typeof readFilters)[number]['value'];

/** /background/OjAdmin/problem: question and course feedback, read marks, unread counts and the tags of each type. */
export function FeedbackInboxPage({ route }: PageProps) {
  // The type, read filter and page live in the address: a reloaded inbox opens where it was.
  const [view, setView] = useQueryInUrl(
    (p) => ({
      type: (intParam(p.get('type')) === feedbackTypes.course ? feedbackTypes.course : feedbackTypes.question) as FeedbackType,
      filter: readFilters.find((f) => f.value === p.get('read'))?.value ?? 'all',
      pageNum: intParam(p.get('pageNum')) || 1,
    }),
    (v) => ({ type: v.type === feedbackTypes.question ? undefined : v.type, read: v.filter === 'all' ? undefined : v.filter, pageNum: v.pageNum > 1 ? v.pageNum : undefined }),
  );
  const { type, filter, pageNum } = view;
  const setPageNum = (n: number) => setView({ ...view, pageNum: n });
  const queryClient = useQueryClient();
  const read = filter === 'all' ? undefined : filter === 'read';
  const list = useQuery({ queryKey: ['feedback', type, filter, pageNum], queryFn: () => content(feedbackList({ type, read, pageNum, pageSize }, admin())) });
  const unread = useQuery({ queryKey: ['feedback-unread'], queryFn: () => content(feedbackUnReadNum(admin())) });
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('feedback') });

  const markRead = async (id: number) => {
    await feedbackRead({ id }, admin());
    await refresh();
  };
  const markAll = async () => {
    await feedbackAllRead({ type }, admin());
    await refresh();
  };

  const tab = (key: FeedbackType, label: string, count = 0) => ({ key: String(key), label: <Badge count={count} offset={[10, 0]}>{label}</Badge> });
  return (
    <Card
      title={route.title}
      extra={
        <Space>
          <Segmented options={[...readFilters]} value={filter} onChange={(v) => setView({ ...view, filter: v as ReadFilter, pageNum: 1 })} />
          <Button onClick={markAll}>全部已读</Button>
        </Space>
      }
    >
      <Tabs
        activeKey={String(type)}
        onChange={(k) => setView({ ...view, type: Number(k) as FeedbackType, pageNum: 1 })}
        items={[tab(feedbackTypes.question, '题目反馈', unread.data?.question), tab(feedbackTypes.course, '课程反馈', unread.data?.course)]}
      />
      <Tabs
        size="small"
        items={[
          {
            key: 'list',
            label: '反馈列表',
            children: (
          <Table<FeedbackItem>
            rowKey="id"
            loading={list.isLoading}
            dataSource={list.data?.list ?? []}
            pagination={{ current: pageNum, pageSize, total: list.data?.total ?? 0, showSizeChanger: false, onChange: setPageNum }}
            columns={[
              { title: type === feedbackTypes.question ? '题目' : '课程', width: 90, render: (_, r) => r.problemId ?? r.cmId },
              { title: '提交人', dataIndex: 'userName', width: 160 },
              { title: '学校', dataIndex: 'schoolName', width: 160 },
              { title: '反馈类型', dataIndex: 'tagName', width: 140 },
              { title: '问题描述', dataIndex: 'content', render: (v: string) => <div style={{ whiteSpace: 'pre-wrap', maxHeight: 160, overflow: 'auto' }}>{v}</div> },
              {
                title: '图片',
                dataIndex: 'contentImgUrl',
                width: 200,
                render: (v: string) => (
                  <Image.PreviewGroup>
                    <Space>{v ? v.split(imageUrlSeparator).map((url) => <Image key={url} src={url} width={48} />) : null}</Space>
                  </Image.PreviewGroup>
                ),
              },
              { title: '提交时间', dataIndex: 'createdAt', width: 180, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
              {
                title: '回复',
                dataIndex: 'reply',
                width: 220,
                render: (_, r) => (
                  <Space direction="vertical" size={0}>
                    {r.reply && <span style={{ whiteSpace: 'pre-wrap' }}>{r.reply}</span>}
                    <FeedbackReplyButton item={r} onReplied={() => void refresh()} />
                  </Space>
                ),
              },
              {
                title: '状态',
                width: 120,
                render: (_, r) => (r.read ? <Tag>已读</Tag> : <Button size="small" onClick={() => void markRead(r.id)}>标为已读</Button>),
              },
            ]}
          />
            ),
          },
          // The tags the feedback dialog offers for this type.
          { key: 'tags', label: '反馈标签', children: <FeedbackTagsPanel type={type} /> },
        ]}
      />
    </Card>
  );
}
