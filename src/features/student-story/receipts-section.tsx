import { Empty, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { fenToYuan } from '../../../shared/finance/money-rules';
import type { StoryReceipt } from '../../api/generated/api.schemas';
import { chinaTime, receiptKinds } from './story-labels';

/** 收费: the student's receipts, newest first; a row opens the receipt's own detail. */
export function ReceiptsSection({ receipts }: { receipts: StoryReceipt[] }) {
  const navigate = useNavigate();
  if (!receipts.length) return <Empty description="暂无收费记录" />;
  return (
    <Table<StoryReceipt>
      rowKey="id"
      size="middle"
      dataSource={receipts}
      pagination={receipts.length > 10 ? { pageSize: 10 } : false}
      onRow={(r) => ({ onClick: () => navigate(`/school-home-page/finance/ordermanagementDetail?id=${r.id}`), style: { cursor: 'pointer' } })}
      columns={[
        { title: '收据号', dataIndex: 'receiptNo' },
        { title: '类型', dataIndex: 'kind', render: (k: number) => <Tag color={k === 3 || k === 6 ? 'red' : 'blue'}>{receiptKinds[k] ?? k}</Tag> },
        { title: '应收（元）', dataIndex: 'amountDue', align: 'right', render: fenToYuan },
        { title: '实收（元）', dataIndex: 'amount', align: 'right', render: fenToYuan },
        { title: '欠费（元）', dataIndex: 'owed', align: 'right', render: (v: number) => (v ? <span style={{ color: '#cf1322' }}>{fenToYuan(v)}</span> : '0.00') },
        { title: '状态', dataIndex: 'state', render: (s: number) => (s === 1 ? <Tag color="green">有效</Tag> : <Tag>已作废</Tag>) },
        { title: '经办人', dataIndex: 'staffName', render: (n: string | null) => n ?? '—' },
        { title: '开据时间', dataIndex: 'createdAt', render: chinaTime },
      ]}
    />
  );
}
