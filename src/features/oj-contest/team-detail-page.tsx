import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Select, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ojSheetList, ojStudentOptions, ojTeamDetail, ojTeamSetMembers, ojTeamSetSheets } from '../../api/generated/oj-contest';
import type { OjContestSummary, OjTeamMember } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ojCall, ojPoll } from './oj-call';
import { ContestStatusTag, formatTime } from './oj-labels';
import { SheetTable } from './sheet-table';
import { useRecordId } from '../../resources/use-record-id';
import { screenPath } from './screen-path';

/** Replaces a team's members or lists from a multi-select, for the teacher who owns it. */
function SetControl({ value, options, label, onSave }: { value: number[]; options: { value: number; label: string }[]; label: string; onSave: (ids: number[]) => Promise<void> }) {
  const [draft, setDraft] = useState<number[]>();
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Select mode="multiple" allowClear aria-label={label} placeholder={label} style={{ minWidth: 360 }} optionFilterProp="label" value={draft ?? value} onChange={setDraft} options={options} />
      <Button type="primary" disabled={!draft} onClick={() => void onSave(draft ?? value).then(() => setDraft(undefined))}>
        保存
      </Button>
    </Space>
  );
}

/** A team's members (with problems solved), its problem lists and contests; teachers edit members and lists. */
export function TeamDetailPage({ route, manage, defaultTab = 'members' }: PageProps & { manage: boolean; defaultTab?: string }) {
  const id = useRecordId();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: ['oj-team', id], enabled: id !== undefined, queryFn: () => content(ojTeamDetail({ id: id as number }, ojPoll())) });
  const students = useQuery({ queryKey: ['oj-student-options'], enabled: manage, queryFn: () => content(ojStudentOptions({}, ojPoll())) });
  const sheets = useQuery({ queryKey: ['oj-sheets', 'visible'], enabled: manage, queryFn: () => content(ojSheetList({}, ojPoll())) });
  if (id === undefined) return <Empty description="未指定团队" />;
  const data = detail.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['oj-team', id] });
  const setMembers = async (studentIds: number[]) => {
    await content(ojTeamSetMembers({ id, studentIds }, ojCall()));
    message.success('成员已保存');
    await refresh();
  };
  const setSheets = async (sheetIds: number[]) => {
    await content(ojTeamSetSheets({ id, sheetIds }, ojCall()));
    message.success('题单已保存');
    await refresh();
  };
  return (
    <Card
      title={data ? data.team.name : route.title}
      loading={detail.isLoading}
      extra={
        manage && (
          <Link to={screenPath('teamSubDetails', id)}>
            <Button>成员提交记录</Button>
          </Link>
        )
      }
    >
      {data && (
        <Tabs
          defaultActiveKey={defaultTab}
          items={[
            {
              key: 'members',
              label: `成员（${data.members.length}）`,
              children: (
                <>
                  {manage && (
                    <SetControl
                      label="选择成员"
                      value={data.members.map((m) => m.studentId)}
                      options={(students.data?.students ?? []).map((s) => ({ value: s.id, label: `${s.realName}（${s.userName}${s.className ? ` · ${s.className}` : ''}）` }))}
                      onSave={setMembers}
                    />
                  )}
                  <Table<OjTeamMember>
                    rowKey="studentId"
                    size="small"
                    dataSource={data.members}
                    columns={[
                      { title: '排名', width: 60, render: (_, __, i) => i + 1 },
                      { title: '姓名', dataIndex: 'realName' },
                      { title: '账号', dataIndex: 'userName' },
                      { title: '班级', render: (_, m) => m.className ?? '-' },
                      { title: '通过题数', dataIndex: 'solved', width: 100 },
                    ]}
                  />
                </>
              ),
            },
            {
              key: 'sheets',
              label: `题单（${data.sheets.length}）`,
              children: (
                <>
                  {manage && (
                    <SetControl label="选择题单" value={data.sheets.map((s) => s.id)} options={(sheets.data ?? []).map((s) => ({ value: s.id, label: s.title }))} onSave={setSheets} />
                  )}
                  <SheetTable sheets={data.sheets} detailScreen="ListOfUestionsList" screenPathOf={screenPath} />
                </>
              ),
            },
            {
              key: 'contests',
              label: `团队赛（${data.contests.length}）`,
              children: (
                <Table<OjContestSummary>
                  rowKey="id"
                  size="small"
                  dataSource={data.contests}
                  columns={[
                    { title: '比赛', render: (_, c) => <Link to={screenPath('detailsMatch', c.id)}>{c.title}</Link> },
                    { title: '状态', width: 90, render: (_, c) => <ContestStatusTag status={c.status} /> },
                    { title: '开始时间', width: 150, render: (_, c) => formatTime(c.startAt) },
                    { title: '结束时间', width: 150, render: (_, c) => formatTime(c.endAt) },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
