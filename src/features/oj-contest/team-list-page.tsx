import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ojTeamDelete, ojTeamList, ojTeamSave } from '../../api/generated/oj-contest';
import type { OjTeamSummary } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ojCall, ojPoll } from './oj-call';
import { formatTime } from './oj-labels';
import { screenPath } from './screen-path';

/** /oj/team: a teacher's teams (create, rename, delete); /oj/teamStu (manage = false): the teams a student belongs to. */
export function TeamListPage({ route, manage, detailScreen }: PageProps & { manage: boolean; detailScreen: string }) {
  const [editing, setEditing] = useState<OjTeamSummary | null>();
  const [form] = Form.useForm<{ name: string; description?: string }>();
  const queryClient = useQueryClient();
  const teams = useQuery({ queryKey: ['oj-teams'], queryFn: () => content(ojTeamList({}, ojPoll())) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['oj-teams'] });
  const open = (team: OjTeamSummary | null) => {
    form.setFieldsValue({ name: team?.name ?? '', description: team?.description ?? '' });
    setEditing(team);
  };
  const save = async () => {
    const values = await form.validateFields();
    await content(ojTeamSave({ ...(editing ? { id: editing.id } : {}), name: values.name, description: values.description || null }, ojCall()));
    setEditing(undefined);
    await refresh();
  };
  const remove = async (id: number) => {
    await content(ojTeamDelete({ id }, ojCall()));
    await refresh();
  };
  return (
    <Card
      title={route.title}
      extra={
        manage && (
          <Button type="primary" onClick={() => open(null)}>
            新建团队
          </Button>
        )
      }
    >
      <Table<OjTeamSummary>
        rowKey="id"
        loading={teams.isLoading}
        dataSource={teams.data ?? []}
        columns={[
          { title: '团队', render: (_, t) => <Link to={screenPath(detailScreen, t.id)}>{t.name}</Link> },
          { title: '简介', render: (_, t) => t.description ?? '-' },
          { title: '老师', width: 110, render: (_, t) => t.ownerName ?? '-' },
          { title: '成员', dataIndex: 'memberCount', width: 70 },
          { title: '题单', dataIndex: 'sheetCount', width: 70 },
          { title: '创建时间', width: 150, render: (_, t) => formatTime(t.createdAt) },
          ...(manage
            ? [
                {
                  title: '操作',
                  width: 150,
                  render: (_: unknown, t: OjTeamSummary) => (
                    <Space>
                      <Button size="small" onClick={() => open(t)}>
                        编辑
                      </Button>
                      <Popconfirm title="确定删除这个团队吗？" onConfirm={() => remove(t.id)}>
                        <Button size="small" danger>
                          删除
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal open={editing !== undefined} title={editing ? '编辑团队' : '新建团队'} onOk={() => void save()} onCancel={() => setEditing(undefined)} okText="保存" destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="name" label="团队名称" rules={[{ required: true, whitespace: true, message: '请输入团队名称' }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="description" label="简介">
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
