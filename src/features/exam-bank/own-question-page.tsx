import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Popconfirm, Space, Table, message } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { schoolQuestionBankCreate, schoolQuestionBankDelete, schoolQuestionBankEdit, schoolQuestionBankQueryList } from '../../api/generated/school-question-bank';
import type { SchoolQuestionBank } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { examPath, type ScopedPageProps } from './exam-scope';
import { quiet } from './school-bank-api';

interface BankForm {
  name: string;
  subject?: string | null;
  description?: string | null;
}

/**
 * 我的题目: the school's question banks (school-wide: every teacher with the exam screens shares
 * them). Create, rename and delete (an empty bank only) here; a bank's questions are one click away.
 */
export function OwnQuestionPage({ route, scope }: ScopedPageProps) {
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<SchoolQuestionBank | 'new'>();
  const [form] = Form.useForm<BankForm>();
  const banks = useQuery({ queryKey: ['school-banks', keyword], queryFn: () => content(schoolQuestionBankQueryList({ keyword: keyword || undefined, pageSize: 200 }, quiet())) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['school-banks'] });

  const save = async () => {
    const values = await form.validateFields();
    if (editing === 'new') await schoolQuestionBankCreate(values);
    else if (editing) await schoolQuestionBankEdit({ ...values, id: editing.id });
    message.success(editing === 'new' ? '题库已创建' : '题库已保存');
    setEditing(undefined);
    await refresh();
  };
  const remove = async (bank: SchoolQuestionBank) => {
    await schoolQuestionBankDelete({ id: bank.id });
    message.success('题库已删除');
    await refresh();
  };
  const open = (bank: SchoolQuestionBank | 'new') => {
    form.setFieldsValue(bank === 'new' ? { name: '', subject: '', description: '' } : bank);
    setEditing(bank);
  };

  return (
    <Card
      title={route.title}
      extra={
        <Space>
          <Input.Search allowClear placeholder="搜索题库名称或简介" onSearch={setKeyword} style={{ width: 240 }} />
          <Link to={examPath('platform-question', scope)}>浏览平台题库</Link>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>新建题库</Button>
        </Space>
      }
    >
      <Table<SchoolQuestionBank>
        rowKey="id"
        loading={banks.isLoading}
        dataSource={banks.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: '还没有题库，点击「新建题库」开始出题' }}
        columns={[
          { title: '题库名称', dataIndex: 'name', render: (name: string, bank) => <Link to={examPath('questionlist', scope, { bankId: bank.id })}>{name}</Link> },
          { title: '科目', dataIndex: 'subject', width: 140 },
          { title: '简介', dataIndex: 'description', ellipsis: true },
          { title: '创建时间', dataIndex: 'createdAt', width: 180, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
          {
            title: '操作',
            width: 220,
            render: (_, bank) => (
              <Space size={0}>
                <Link to={examPath('questionlist', scope, { bankId: bank.id })}><Button type="link" size="small">管理题目</Button></Link>
                <Button type="link" size="small" onClick={() => open(bank)}>编辑</Button>
                <Popconfirm title={`确定删除题库「${bank.name}」吗？`} description="只能删除没有题目的题库" okText="删除" cancelText="取消" onConfirm={() => remove(bank).catch(() => undefined)}>
                  <Button type="link" size="small" danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal title={editing === 'new' ? '新建题库' : '编辑题库'} open={editing !== undefined} onOk={() => save().catch(() => undefined)} onCancel={() => setEditing(undefined)} okText="保存" cancelText="取消" destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item label="题库名称" name="name" rules={[{ required: true, whitespace: true, message: '请输入题库名称' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="科目" name="subject">
            <Input maxLength={50} placeholder="如 Python、C++、Scratch" />
          </Form.Item>
          <Form.Item label="简介" name="description">
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
