import { useQuery } from '@tanstack/react-query';
import { Card, Statistic, Space } from 'antd';
import { noticeReadCount } from '../../api/generated/account-safety';
import { content, withFlags } from '../../api/request';

/** The back office's view of a notice: how many serving staff have read it (the notice dialog's read marks). */
export function NoticeReadsPanel({ record }: { record: Record<string, unknown> }) {
  const id = record.id as number;
  const counts = useQuery({ queryKey: ['notice-read-count', id], queryFn: () => content(noticeReadCount({ id }, withFlags({ admin: true, silent: true }))) });
  return (
    <Card title="阅读情况" size="small" style={{ marginTop: 16 }} loading={counts.isLoading}>
      <Space size="large">
        <Statistic title="已读" value={counts.data?.readNum ?? 0} />
        <Statistic title="未读" value={counts.data?.unReadNum ?? 0} />
        <Statistic title="在职教职工" value={counts.data?.staffTotal ?? 0} />
      </Space>
    </Card>
  );
}
