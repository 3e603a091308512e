import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Select, Space } from 'antd';
import { useState } from 'react';
import { ojContestDetail, ojContestInvite, ojContestParticipants, ojContestRemoveParticipant, ojStudentOptions } from '../../api/generated/oj-contest';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ojCall, ojPoll } from './oj-call';
import { ParticipantsTable } from './participants-table';
import { useRecordId } from '../../resources/use-record-id';

/** /oj/match/addUser?id=: invite the school's students or whole classes, and remove participants. */
export function ContestInvitePage({ route }: PageProps) {
  const id = useRecordId();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [studentIds, setStudentIds] = useState<number[]>([]);
  const [classIds, setClassIds] = useState<number[]>([]);
  const contest = useQuery({ queryKey: ['oj-contest', id], enabled: id !== undefined, queryFn: () => content(ojContestDetail({ id: id as number }, ojPoll())) });
  const options = useQuery({ queryKey: ['oj-student-options'], queryFn: () => content(ojStudentOptions({}, ojPoll())) });
  const participants = useQuery({ queryKey: ['oj-contest-participants', id], enabled: id !== undefined, queryFn: () => content(ojContestParticipants({ id: id as number }, ojPoll())) });
  if (id === undefined) return <Empty description="未指定比赛" />;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['oj-contest-participants', id] });
  const invite = async () => {
    const { count } = await content(ojContestInvite({ id, studentIds, classIds }, ojCall()));
    message.success(`已邀请 ${count} 名学生`);
    setStudentIds([]);
    setClassIds([]);
    await refresh();
  };
  const remove = async (studentId: number) => {
    await content(ojContestRemoveParticipant({ id, studentId }, ojCall()));
    await refresh();
  };
  return (
    <Card title={`${route.title}${contest.data ? `：${contest.data.contest.title}` : ''}`}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          mode="multiple"
          allowClear
          placeholder="选择学生"
          aria-label="选择学生"
          style={{ minWidth: 280 }}
          value={studentIds}
          onChange={setStudentIds}
          optionFilterProp="label"
          options={(options.data?.students ?? []).map((s) => ({ value: s.id, label: `${s.realName}（${s.userName}${s.className ? ` · ${s.className}` : ''}）` }))}
        />
        <Select mode="multiple" allowClear placeholder="整班邀请" aria-label="整班邀请" style={{ minWidth: 220 }} value={classIds} onChange={setClassIds} options={(options.data?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))} />
        <Button type="primary" disabled={!studentIds.length && !classIds.length} onClick={() => void invite()}>
          邀请
        </Button>
      </Space>
      <ParticipantsTable participants={participants.data} loading={participants.isLoading} onRemove={(sid) => void remove(sid)} />
    </Card>
  );
}
