import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Space, Table, message } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { schoolPaperCopyPaper, schoolPaperDelete, schoolPaperQueryList } from '../../api/generated/school-paper';
import type { SchoolPaper } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { examPath, type ScopedPageProps } from './exam-scope';
import { quiet } from './school-bank-api';

/** 试卷管理: the school's papers; compose, order, preview, copy and delete them. */
export function PaperManagementPage({ route, scope }: ScopedPageProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const papers = useQuery({ queryKey: ['school-papers', keyword, page], queryFn: () => content(schoolPaperQueryList({ keyword: keyword || undefined, pageNum: page, pageSize: 20 }, quiet())) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['school-papers'] });
  const copy = async (paper: SchoolPaper) => {
    const copied = await content(schoolPaperCopyPaper({ id: paper.id }));
    message.success(`已复制为「${copied.name}」`);
    await refresh();
  };
  const remove = async (paper: SchoolPaper) => {
    await schoolPaperDelete({ id: paper.id });
    message.success('试卷已删除');
    await refresh();
  };
  return (
    <Card
      title={route.title}
      extra={
        <Space>
          <Input.Search allowClear placeholder="搜索试卷名称" onSearch={(v) => { setKeyword(v); setPage(1); }} style={{ width: 220 }} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(examPath('create-paper', scope))}>创建试卷</Button>
        </Space>
      }
    >
      <Table<SchoolPaper>
        rowKey="id"
        loading={papers.isLoading}
        dataSource={papers.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: papers.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        locale={{ emptyText: '还没有试卷，点击「创建试卷」开始组卷' }}
        columns={[
          { title: '试卷名称', dataIndex: 'name', render: (name: string, paper) => <Link to={examPath('edit-questions', scope, { id: paper.id })}>{name}</Link> },
          { title: '题目数', dataIndex: 'questionCount', width: 90 },
          { title: '总分', dataIndex: 'totalScore', width: 90 },
          { title: '时长（分钟）', dataIndex: 'duration', width: 120 },
          { title: '创建时间', dataIndex: 'createdAt', width: 180, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
          {
            title: '操作',
            width: 360,
            render: (_, paper) => (
              <Space size={0} wrap>
                <Link to={examPath('edit-questions', scope, { id: paper.id })}><Button type="link" size="small">编辑试题</Button></Link>
                <Link to={examPath('sequence', scope, { id: paper.id })}><Button type="link" size="small">排序</Button></Link>
                <Link to={examPath('paper-detail', scope, { id: paper.id })}><Button type="link" size="small">预览</Button></Link>
                <Link to={examPath('create-paper', scope, { id: paper.id })}><Button type="link" size="small">设置</Button></Link>
                <Button type="link" size="small" onClick={() => void copy(paper).catch(() => undefined)}>复制</Button>
                <Popconfirm title={`确定删除试卷「${paper.name}」吗？`} description="题目仍保留在题库中" okText="删除" cancelText="取消" onConfirm={() => remove(paper).catch(() => undefined)}>
                  <Button type="link" size="small" danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
