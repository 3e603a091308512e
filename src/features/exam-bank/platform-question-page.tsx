import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Space, Table, message } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { schoolQuestionBankCopyPlatformBank } from '../../api/generated/school-question-bank';
import type { ExamPlatformBank } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { examPath, type ScopedPageProps } from './exam-scope';
import { usePlatformBanks } from './platform-bank-select';

/**
 * 平台题目: the platform's published banks. Schools only read them: a bank's questions are
 * browsed, and a whole bank or chosen questions are copied into the school's own banks.
 */
export function PlatformQuestionPage({ route, scope }: ScopedPageProps) {
  const [keyword, setKeyword] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const banks = usePlatformBanks(keyword);
  const copy = async (bank: ExamPlatformBank) => {
    const copied = await content(schoolQuestionBankCopyPlatformBank({ id: bank.id }));
    message.success(`已复制为本校题库「${copied.name}」`);
    await queryClient.invalidateQueries({ queryKey: ['school-banks'] });
    navigate(examPath('questionlist', scope, { bankId: copied.id }));
  };
  return (
    <Card title={route.title} extra={<Input.Search allowClear placeholder="搜索平台题库" onSearch={setKeyword} style={{ width: 240 }} />}>
      <Table<ExamPlatformBank>
        rowKey="id"
        loading={banks.isLoading}
        dataSource={banks.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: '平台暂未发布题库' }}
        columns={[
          { title: '题库名称', dataIndex: 'name', render: (name: string, bank) => <Link to={examPath('platform-questionlist', scope, { bankId: bank.id })}>{name}</Link> },
          { title: '科目', dataIndex: 'subject', width: 140 },
          { title: '简介', dataIndex: 'description', ellipsis: true },
          { title: '题目数', dataIndex: 'questionCount', width: 90 },
          {
            title: '操作',
            width: 220,
            render: (_, bank) => (
              <Space size={0}>
                <Link to={examPath('platform-questionlist', scope, { bankId: bank.id })}><Button type="link" size="small">查看题目</Button></Link>
                <Popconfirm title={`把「${bank.name}」的 ${bank.questionCount} 道题复制为本校题库？`} okText="复制" cancelText="取消" onConfirm={() => copy(bank).catch(() => undefined)}>
                  <Button type="link" size="small">复制到本校</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
