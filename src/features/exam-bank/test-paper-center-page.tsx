import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Table, Tabs, message } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { schoolPaperCopyPlatformPaper, schoolPaperQueryList, schoolPaperQueryPlatformPapers } from '../../api/generated/school-paper';
import type { ExamPlatformPaper, SchoolPaper } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { examPath } from './exam-scope';
import { quiet } from './school-bank-api';

const paperColumns = [
  { title: '题目数', dataIndex: 'questionCount', width: 90 },
  { title: '总分', dataIndex: 'totalScore', width: 90 },
  { title: '时长（分钟）', dataIndex: 'duration', width: 120 },
];

/**
 * 试卷中心 (competition centre): the platform's published papers a school may use — taken by
 * copying them into the school's papers — and the school's own papers.
 */
export function TestPaperCenterPage({ route }: PageProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const platform = useQuery({ queryKey: ['platform-papers', keyword], queryFn: () => content(schoolPaperQueryPlatformPapers({ keyword: keyword || undefined }, quiet())) });
  const own = useQuery({ queryKey: ['school-papers', keyword, 'center'], queryFn: () => content(schoolPaperQueryList({ keyword: keyword || undefined, pageSize: 200 }, quiet())) });
  const use = async (paper: ExamPlatformPaper) => {
    const copied = await content(schoolPaperCopyPlatformPaper({ id: paper.id }));
    message.success(`已加入本校试卷「${copied.name}」`);
    await queryClient.invalidateQueries({ queryKey: ['school-papers'] });
    navigate(examPath('paper-detail', 'common', { id: copied.id }));
  };
  return (
    <Card title={route.title} extra={<Input.Search allowClear placeholder="搜索试卷名称" onSearch={setKeyword} style={{ width: 240 }} />}>
      <Tabs
        items={[
          {
            key: 'platform',
            label: '平台试卷',
            children: (
              <Table<ExamPlatformPaper>
                rowKey="id"
                loading={platform.isLoading}
                dataSource={platform.data ?? []}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                locale={{ emptyText: '平台暂未发布试卷' }}
                columns={[
                  { title: '试卷名称', dataIndex: 'name' },
                  { title: '说明', dataIndex: 'remark', ellipsis: true },
                  ...paperColumns,
                  {
                    title: '操作',
                    width: 140,
                    render: (_, paper) => (
                      <Popconfirm title={`把「${paper.name}」加入本校试卷？`} description="加入后可预览、调整分值并用于考试" okText="加入" cancelText="取消" onConfirm={() => use(paper).catch(() => undefined)}>
                        <Button type="link" size="small">使用此试卷</Button>
                      </Popconfirm>
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'school',
            label: '本校试卷',
            children: (
              <Table<SchoolPaper>
                rowKey="id"
                loading={own.isLoading}
                dataSource={own.data?.list ?? []}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                locale={{ emptyText: '本校还没有试卷' }}
                columns={[
                  { title: '试卷名称', dataIndex: 'name', render: (name: string, paper) => <Link to={examPath('paper-detail', 'common', { id: paper.id })}>{name}</Link> },
                  ...paperColumns,
                  { title: '操作', width: 140, render: (_, paper) => <Link to={examPath('edit-questions', 'common', { id: paper.id })}>编辑试题</Link> },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
