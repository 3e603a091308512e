import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { ojSheetDetail } from '../../api/generated/oj-contest';
import type { OjSheetProblem } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ojPoll } from './oj-call';
import { difficultyLabel } from '../oj/oj-meta';
import { useRecordId } from '../../resources/use-record-id';
import { screenPath } from './screen-path';

function SolvedTag({ problem }: { problem: OjSheetProblem }) {
  if (problem.solved) return <Tag color="success">已通过</Tag>;
  return problem.tried ? <Tag color="warning">尝试过</Tag> : <Tag>未做</Tag>;
}

/** /oj/ListOfUestions/ListOfUestionsList (and the back office's subject-details): a list's problems in order, with the reader's state. */
export function SheetDetailPage({ route, admin }: PageProps & { admin?: boolean }) {
  const id = useRecordId();
  const detail = useQuery({ queryKey: ['oj-sheet', id, admin], enabled: id !== undefined, queryFn: () => content(ojSheetDetail({ id: id as number }, ojPoll(admin))) });
  if (id === undefined) return <Empty description="未指定题单" />;
  const sheet = detail.data?.sheet;
  return (
    <Card title={sheet ? sheet.title : route.title} loading={detail.isLoading}>
      {sheet && (
        <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="类别">{sheet.kind === 'topic' ? '专题' : '题单'}</Descriptions.Item>
          <Descriptions.Item label="类型">{sheet.typeName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="作者">{sheet.authorName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="完成">{`${sheet.solvedCount}/${sheet.problemCount}`}</Descriptions.Item>
          {sheet.description && <Descriptions.Item label="说明" span={4}>{sheet.description}</Descriptions.Item>}
        </Descriptions>
      )}
      <Table<OjSheetProblem>
        rowKey="problemId"
        pagination={false}
        dataSource={detail.data?.problems ?? []}
        columns={[
          { title: '序号', width: 70, render: (_, __, i) => i + 1 },
          { title: '题目', render: (_, p) => (admin ? p.title : <Link to={screenPath('questionBank-details', p.problemId)}>{p.title}</Link>) },
          { title: '难度', width: 90, render: (_, p) => difficultyLabel(p.difficulty) },
          { title: '状态', width: 100, render: (_, p) => <SolvedTag problem={p} /> },
        ]}
      />
    </Card>
  );
}
