import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { ojContestDelete, ojContestList, ojContestSignUp } from '../../api/generated/oj-contest';
import type { OjContestQueryScope, OjContestSummary } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ojCall, ojPoll } from './oj-call';
import { ContestStatusTag, formatTime, ruleLabels, signUpLabels } from './oj-labels';
import { isStudentSession, useCan } from './use-can';
import { screenPath } from './screen-path';
import { intParam, useQueryInUrl } from '../../resources/list-location';

interface Options {
  scope?: OjContestQueryScope;
  admin?: boolean;
  /** Screens the rows link to; a missing one hides its action. */
  detailScreen?: string;
  formScreen?: string;
  inviteScreen?: string;
}

/** Contests the user may see (the OJ's list, my contests, the competition centre and the back office), with sign-up and organiser actions. */
export function ContestListPage({ route, scope = 'visible', admin, detailScreen = 'detailsMatch', formScreen, inviteScreen }: PageProps & Options) {
  // The keyword and page live in the address: a shared or reloaded list opens as it was.
  const [view, setView] = useQueryInUrl(
    (p) => ({ keyword: p.get('keyword') ?? '', page: intParam(p.get('page')) || 1 }),
    (v) => ({ keyword: v.keyword, page: v.page > 1 ? v.page : undefined }),
  );
  const { keyword } = view;
  const queryClient = useQueryClient();
  const contests = useQuery({ queryKey: ['oj-contests', scope, keyword, admin], queryFn: () => content(ojContestList({ scope, keyword }, ojPoll(admin))) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['oj-contests'] });
  const student = !admin && isStudentSession();
  const canCreate = useCan(formScreen ?? '');
  const showCreate = Boolean(formScreen) && (admin || canCreate);
  const signUp = async (id: number) => {
    await content(ojContestSignUp({ id }, ojCall()));
    await refresh();
  };
  const remove = async (id: number) => {
    await content(ojContestDelete({ id }, ojCall(admin)));
    await refresh();
  };
  return (
    <Card
      title={route.title}
      extra={
        <Space>
          <Input.Search allowClear placeholder="搜索比赛" defaultValue={keyword} onSearch={(k) => setView({ keyword: k, page: 1 })} style={{ width: 220 }} />
          {showCreate && formScreen && (
            <Link to={screenPath(formScreen)}>
              <Button type="primary">创建比赛</Button>
            </Link>
          )}
        </Space>
      }
    >
      <Table<OjContestSummary>
        rowKey="id"
        loading={contests.isLoading}
        dataSource={contests.data ?? []}
        pagination={{ current: view.page, onChange: (page) => setView({ ...view, page }) }}
        columns={[
          { title: '比赛', render: (_, c) => <Link to={screenPath(detailScreen, c.id)}>{c.title}</Link> },
          { title: '赛制', width: 70, render: (_, c) => ruleLabels[c.rule] },
          { title: '状态', width: 90, render: (_, c) => <ContestStatusTag status={c.status} /> },
          { title: '开始时间', width: 150, render: (_, c) => formatTime(c.startAt) },
          { title: '结束时间', width: 150, render: (_, c) => formatTime(c.endAt) },
          { title: '报名', width: 110, render: (_, c) => (c.teamName ? <Tag color="cyan">团队：{c.teamName}</Tag> : signUpLabels[c.signUp]) },
          { title: '来源', width: 110, render: (_, c) => (c.platform ? <Tag color="gold">平台</Tag> : (c.schoolName ?? '本校')) },
          { title: '题目', dataIndex: 'problemCount', width: 60 },
          { title: '人数', dataIndex: 'participantCount', width: 60 },
          {
            title: '操作',
            width: 210,
            render: (_, c) => (
              <Space wrap size={4}>
                {student && c.joined && <Tag color="success">已报名</Tag>}
                {student && !c.joined && c.status !== 'ended' && c.signUp === 'open' && (
                  <Button size="small" type="primary" onClick={() => void signUp(c.id)}>
                    报名
                  </Button>
                )}
                {c.manageable && formScreen && (
                  <Link to={screenPath(formScreen, c.id)}>
                    <Button size="small">编辑</Button>
                  </Link>
                )}
                {c.manageable && inviteScreen && (
                  <Link to={screenPath(inviteScreen, c.id)}>
                    <Button size="small">参赛学生</Button>
                  </Link>
                )}
                {c.manageable && (
                  <Popconfirm title="确定删除这个比赛吗？" onConfirm={() => remove(c.id)}>
                    <Button size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
