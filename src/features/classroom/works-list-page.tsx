import { PictureFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Input, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { WorkKind, WorkSummary } from '../../api/generated/api.schemas';
import { deleteBlockWork, deleteCppWork, deleteJuniorWork, deletePythonWork, workList, workRecycleList, workRename, workRestore } from '../../api/generated/works';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from './bright-card';
import { kindColors, kindNames, openWork } from './work-links';

const deletes = { block: deleteBlockWork, python: deletePythonWork, cpp: deleteCppWork, junior: deleteJuniorWork };
type Filter = WorkKind | 'all' | 'recycle';

/** 我的作品 / 课堂作品: the student's works by kind, with open, rename, delete to the recycle bin and restore. */
export function WorksListPage({ route }: PageProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [renaming, setRenaming] = useState<{ id: number; title: string } | null>(null);
  const recycle = filter === 'recycle';
  const { data, isLoading } = useQuery({
    queryKey: ['works', filter, page],
    queryFn: () => content((recycle ? workRecycleList : workList)({ pageNum: page, pageSize: 10, ...(filter !== 'all' && !recycle ? { kind: filter } : {}) })),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['works'] });
  const act = async (call: Promise<unknown>, done: string) => {
    await call;
    void message.success(done);
    void refresh();
  };

  return (
    <div style={pageBackground}>
      <BrightCard title={route.title} icon={<PictureFilled />} color="#ec4899">
        <Segmented<Filter>
          value={filter}
          onChange={(v) => { setFilter(v); setPage(1); }}
          options={[{ label: '全部', value: 'all' }, ...(['python', 'block', 'cpp', 'junior'] as WorkKind[]).map((k) => ({ label: kindNames[k], value: k })), { label: '回收站', value: 'recycle' }]}
          style={{ marginBottom: 12 }}
        />
        <Table<WorkSummary>
          rowKey="id"
          data-testid="works-table"
          loading={isLoading}
          dataSource={data?.list ?? []}
          locale={{ emptyText: <Empty description={recycle ? '回收站是空的' : '还没有作品'} /> }}
          pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, onChange: setPage }}
          columns={[
            {
              title: '作品',
              dataIndex: 'title',
              render: (title: string, w) =>
                renaming?.id === w.id ? (
                  <Space.Compact>
                    <Input aria-label="新名称" value={renaming.title} maxLength={50} onChange={(e) => setRenaming({ id: w.id, title: e.target.value })} />
                    <Button type="primary" onClick={() => void act(content(workRename({ id: w.id, title: renaming.title })), '已重命名').then(() => setRenaming(null))}>确定</Button>
                  </Space.Compact>
                ) : (
                  <Space><Tag color={kindColors[w.kind]}>{kindNames[w.kind]}</Tag><b>{title}</b></Space>
                ),
            },
            { title: recycle ? '删除时间' : '最后修改', dataIndex: recycle ? 'deletedAt' : 'updatedAt', render: (v: string) => new Date(v).toLocaleString('zh-CN') },
            {
              title: '操作',
              render: (_, w) =>
                recycle ? (
                  <Button shape="round" onClick={() => void act(content(workRestore({ id: w.id })), '已恢复')}>恢复</Button>
                ) : (
                  <Space wrap>
                    <Button type="primary" shape="round" onClick={() => openWork(navigate, w.kind, w.id)}>打开</Button>
                    <Button shape="round" onClick={() => setRenaming({ id: w.id, title: w.title })}>重命名</Button>
                    <Popconfirm title="把这个作品放进回收站？" okText="删除" cancelText="取消" onConfirm={() => act(content(deletes[w.kind]({ id: w.id })), '已移入回收站')}>
                      <Button danger shape="round">删除</Button>
                    </Popconfirm>
                  </Space>
                ),
            },
          ]}
        />
      </BrightCard>
    </div>
  );
}
