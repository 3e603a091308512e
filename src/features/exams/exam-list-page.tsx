import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { examClose, examCopy, examDelete, examList, examPublish } from '../../api/generated/exams';
import type { ExamKind, ExamScope, ExamState, ExamSummary } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { intParam, useQueryInUrl } from '../../resources/list-location';
import { screenPath } from '../oj-contest/screen-path';
import { ExamStatusTag, formatTime, scoreText } from './exam-labels';
import { examScreens, quiet, type ExamScreens } from './exam-screens';

const kindNames: Record<ExamKind, string> = { exam: '考试', practice: '练习', offline: '线下考试' };

/** Where a row's actions lead: its own kind's screens, in its own scope. */
const screensOf = (row: ExamSummary): ExamScreens | null => (row.kind === 'offline' ? null : examScreens(row.kind, row.scope));

/**
 * 考试管理 / 练习管理 (and their common-exam mirrors), and the school's 练习与考试 tab across scopes
 * (no `screens`): list, publish, students, results, marking, copy, close and delete.
 */
export function ExamListPage({ route, screens }: PageProps & { screens?: ExamScreens }) {
  const [view, setView] = useQueryInUrl(
    (p) => ({ keyword: p.get('keyword') ?? '', state: (p.get('state') as ExamState | null) ?? undefined, page: intParam(p.get('page')) || 1 }),
    (v) => ({ keyword: v.keyword || undefined, state: v.state, page: v.page > 1 ? v.page : undefined }),
  );
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const filter = screens ? { kind: screens.kind as ExamKind, scope: screens.scope as ExamScope } : {};
  const list = useQuery({
    queryKey: ['exams', filter, view],
    queryFn: () => content(examList({ ...filter, keyword: view.keyword || undefined, state: view.state, pageNum: view.page, pageSize: 20 }, quiet())),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['exams'] });
  const act = async (call: Promise<unknown>, done: string) => {
    await call;
    message.success(done);
    await refresh();
  };
  return (
    <Card
      title={route.title}
      extra={
        <Space>
          <Select
            allowClear
            placeholder="全部状态"
            style={{ width: 120 }}
            value={view.state}
            onChange={(state) => setView({ ...view, state, page: 1 })}
            options={[
              { value: 'draft', label: '未发布' },
              { value: 'published', label: '已发布' },
              { value: 'closed', label: '已关闭' },
            ]}
          />
          <Input.Search allowClear placeholder={`搜索${screens?.noun ?? '考试与练习'}`} defaultValue={view.keyword} onSearch={(keyword) => setView({ ...view, keyword, page: 1 })} style={{ width: 220 }} />
          {screens && (
            <Link to={screenPath(screens.create)}>
              <Button type="primary">创建{screens.noun}</Button>
            </Link>
          )}
        </Space>
      }
    >
      <Table<ExamSummary>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{ current: view.page, pageSize: 20, total: list.data?.total ?? 0, onChange: (page) => setView({ ...view, page }) }}
        scroll={{ x: 1100 }}
        columns={[
          { title: '名称', render: (_, e) => <span>{e.title}</span> },
          ...(screens ? [] : [{ title: '类别', width: 110, render: (_: unknown, e: ExamSummary) => <Space size={2}><Tag>{kindNames[e.kind]}</Tag>{e.scope === 'common' && <Tag color="purple">统考</Tag>}</Space> }]),
          { title: '试卷', width: 150, render: (_, e) => e.paperName ?? '—' },
          { title: '状态', width: 90, render: (_, e) => <ExamStatusTag status={e.status} /> },
          { title: '开始时间', width: 150, render: (_, e) => formatTime(e.startAt) },
          { title: '结束时间', width: 150, render: (_, e) => formatTime(e.endAt) },
          { title: '时长', width: 80, render: (_, e) => `${e.durationMinutes} 分钟` },
          { title: '满分', width: 70, render: (_, e) => scoreText(e.fullScore) },
          { title: '考生', width: 110, render: (_, e) => `${e.submittedCount} / ${e.assignedCount} 已交` },
          { title: '待批改', width: 80, render: (_, e) => (e.toMarkCount ? <Tag color="orange">{e.toMarkCount}</Tag> : 0) },
          {
            title: '操作',
            width: 320,
            fixed: 'right',
            render: (_, e) => {
              const s = screensOf(e);
              if (!s) return <Link to={screenPath(e.scope === 'common' ? 'common-offline-exam' : 'offline-exam', e.id)}>录入成绩</Link>;
              return (
                <Space wrap size={4}>
                  {e.state !== 'closed' && <Button size="small" onClick={() => navigate(screenPath(s.edit, e.id))}>编辑</Button>}
                  {e.state !== 'closed' && <Button size="small" onClick={() => navigate(screenPath(s.students, e.id))}>考生</Button>}
                  {e.state === 'draft' && (
                    <Button size="small" type="primary" onClick={() => void act(examPublish({ id: e.id }), `${s.noun}已发布`)}>
                      发布
                    </Button>
                  )}
                  {e.state !== 'draft' && <Button size="small" onClick={() => navigate(screenPath(s.result, e.id))}>成绩</Button>}
                  {e.state !== 'draft' && (
                    <Button size="small" onClick={() => navigate(screenPath(s.correct, e.id))}>
                      {s.kind === 'exam' ? '阅卷' : '批改'}
                    </Button>
                  )}
                  <Button size="small" onClick={() => void act(examCopy({ id: e.id }), '已复制为新的草稿')}>复制</Button>
                  {e.state === 'published' && (
                    <Popconfirm title={`结束后学员不能再作答，确定结束这场${s.noun}吗？`} onConfirm={() => act(examClose({ id: e.id }), `${s.noun}已结束`)}>
                      <Button size="small">结束</Button>
                    </Popconfirm>
                  )}
                  {e.sheetCount === 0 && (
                    <Popconfirm title={`确定删除这场${s.noun}吗？`} onConfirm={() => act(examDelete({ id: e.id }), '删除成功')}>
                      <Button size="small" danger>删除</Button>
                    </Popconfirm>
                  )}
                </Space>
              );
            },
          },
        ]}
      />
    </Card>
  );
}
