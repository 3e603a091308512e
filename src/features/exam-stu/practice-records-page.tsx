import { HistoryOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Table } from 'antd';
import { useNavigate } from 'react-router';
import type { StuSheetRecord } from '../../api/generated/api.schemas';
import { stuExamMySheets } from '../../api/generated/exams';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from '../classroom/bright-card';

/** 练习记录: every practice attempt the student submitted, newest first, each opening its score detail. */
export function PracticeRecordsPage({ route }: PageProps) {
  const navigate = useNavigate();
  const { data, isLoading } = useQuery({ queryKey: ['exam-stu', 'records', 'practice'], queryFn: () => content(stuExamMySheets({ kind: 'practice' })) });
  return (
    <div style={pageBackground}>
      <BrightCard title={route.title} icon={<HistoryOutlined />} color="#10b981">
        <Table<StuSheetRecord>
          rowKey="sheetId"
          loading={isLoading}
          dataSource={data ?? []}
          pagination={{ pageSize: 20 }}
          locale={{ emptyText: <Empty description="还没有练习记录，去练一练吧" /> }}
          columns={[
            { title: '练习', dataIndex: 'title' },
            { title: '第几次', render: (_: unknown, r) => `第 ${r.attempt} 次` },
            { title: '交卷时间', render: (_: unknown, r) => (r.submittedAt ? new Date(r.submittedAt).toLocaleString('zh-CN', { hour12: false }) : '') },
            { title: '得分', render: (_: unknown, r) => (r.totalScore === null ? '待批改' : `${r.totalScore} / ${r.fullScore}`) },
            { title: '操作', render: (_: unknown, r) => <Button onClick={() => navigate(`/exam-stu/score-detail?sheetId=${r.sheetId}`)}>查看详情</Button> },
          ]}
        />
      </BrightCard>
    </div>
  );
}
