import { HomeOutlined, StarFilled } from '@ant-design/icons';
import { Card, Empty, List, Result, Space, Spin, Statistic, Tag, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { receiptKindLabels } from '../../../shared/learning-report/report-rules';
import { libraryMessages } from '../../../shared/library/library-rules';
import { openHomeSchool } from '../../api/generated/learning-report';
import type { HomeSchoolFeed } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { LessonItem } from './learning-report-view';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/**
 * 家校互通 (/homeSchoolConnection?token=…): what parents follow between lessons — the child's
 * latest lessons with the teachers' comments, star coins and the school's receipts — through the
 * link the school sent (the service account's messages carry it); nobody signs in.
 */
export function HomeSchoolConnectionPage({ route }: PageProps) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [feed, setFeed] = useState<HomeSchoolFeed | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : libraryMessages.shareInvalid);

  useEffect(() => {
    if (!token) return;
    void content(openHomeSchool({ token }, withFlags({ silent: true })))
      .then(setFeed)
      .catch((error: unknown) => setFailure(error instanceof Error && error.message ? error.message : libraryMessages.shareInvalid));
  }, [token]);

  if (failure) return <Result status="warning" title={`无法打开${route.title}`} subTitle={failure} style={{ marginTop: 48 }} />;
  if (!feed) return <Spin style={{ display: 'block', margin: '96px auto' }} />;
  const { student } = feed;
  return (
    <div style={{ maxWidth: 720, margin: '0 auto', padding: '24px 16px' }}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <div style={{ borderRadius: 16, padding: '20px 24px', color: '#fff', background: 'linear-gradient(120deg, #36cfc9 0%, #4f8cff 100%)' }}>
          <Typography.Title level={3} style={{ color: '#fff', margin: 0 }}><HomeOutlined /> {route.title}</Typography.Title>
          <div style={{ marginTop: 8 }}>{student.name} · {[student.className, student.campusName, student.schoolName].filter(Boolean).join(' · ')}</div>
        </div>
        <Card size="small">
          <Space size={32}>
            <Statistic title="星币余额" value={feed.stars.balance} prefix={<StarFilled style={{ color: '#faad14' }} />} />
            <Statistic title="近 90 天获得" value={feed.stars.earned} />
          </Space>
        </Card>
        <Card title="最近的课堂" size="small">
          {feed.lessons.length === 0 ? <Empty description="近 90 天还没有上课记录" /> : <Timeline items={feed.lessons.map((lesson, i) => ({ key: i, children: <LessonItem lesson={lesson} showComment /> }))} />}
        </Card>
        {feed.stars.list.length > 0 && (
          <Card title="星币记录" size="small">
            <List size="small" dataSource={feed.stars.list} renderItem={(s) => <List.Item extra={<Typography.Text type={s.amount >= 0 ? 'success' : 'danger'}>{s.amount >= 0 ? `+${s.amount}` : s.amount}</Typography.Text>}>{s.reason} <Typography.Text type="secondary">{new Date(s.createdAt).toLocaleDateString('zh-CN')}</Typography.Text></List.Item>} />
          </Card>
        )}
        <Card title="缴费记录" size="small">
          {feed.receipts.length === 0 ? <Empty description="还没有缴费记录" /> : (
            <List
              size="small"
              dataSource={feed.receipts}
              renderItem={(r) => (
                <List.Item extra={<Typography.Text strong>{yuan(r.amount)}</Typography.Text>}>
                  <Space wrap>
                    <Tag color={r.state === 1 ? 'blue' : 'default'}>{receiptKindLabels[r.kind] ?? '单据'}</Tag>
                    {r.state === 1 ? null : <Tag>已作废</Tag>}
                    <Typography.Text type="secondary">{r.receiptNo} · {new Date(r.createdAt).toLocaleDateString('zh-CN')}</Typography.Text>
                  </Space>
                </List.Item>
              )}
            />
          )}
        </Card>
      </Space>
    </div>
  );
}
