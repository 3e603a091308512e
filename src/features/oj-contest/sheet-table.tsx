import { Progress, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OjSheetSummary } from '../../api/generated/api.schemas';
import { formatTime } from './oj-labels';

interface Props {
  sheets: OjSheetSummary[] | undefined;
  loading?: boolean;
  detailScreen: string;
  actions?: (sheet: OjSheetSummary) => ReactNode;
  screenPathOf: (name: string, id: number) => string;
}

/** Problem lists with their origin and the reader's progress. */
export function SheetTable({ sheets, loading, detailScreen, actions, screenPathOf }: Props) {
  return (
    <Table<OjSheetSummary>
      rowKey="id"
      loading={loading}
      dataSource={sheets ?? []}
      columns={[
        { title: '题单', render: (_, s) => <Link to={screenPathOf(detailScreen, s.id)}>{s.title}</Link> },
        { title: '类别', width: 90, render: (_, s) => (s.kind === 'topic' ? <Tag color="purple">专题</Tag> : <Tag>题单</Tag>) },
        { title: '类型', width: 110, render: (_, s) => s.typeName ?? '-' },
        { title: '来源', width: 90, render: (_, s) => (s.platform ? <Tag color="gold">平台</Tag> : <Tag color="blue">本校</Tag>) },
        { title: '作者', width: 110, render: (_, s) => s.authorName ?? '-' },
        { title: '题目数', dataIndex: 'problemCount', width: 80 },
        {
          title: '完成进度',
          width: 180,
          render: (_, s) => <Progress size="small" percent={s.problemCount ? Math.round((s.solvedCount / s.problemCount) * 100) : 0} format={() => `${s.solvedCount}/${s.problemCount}`} />,
        },
        { title: '创建时间', width: 150, render: (_, s) => formatTime(s.createdAt) },
        ...(actions ? [{ title: '操作', width: 160, render: (_: unknown, s: OjSheetSummary) => actions(s) }] : []),
      ]}
    />
  );
}
