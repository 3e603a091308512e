import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Segmented, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ojContestDetail, ojContestParticipants, ojContestSignUp } from '../../api/generated/oj-contest';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ContestProblemPanel } from './contest-problem-panel';
import { ContestSubmissionsTable } from './contest-submissions-table';
import { ojCall, ojPoll } from './oj-call';
import { ContestStatusTag, formatTime, ruleLabels, signUpLabels } from './oj-labels';
import { ParticipantsTable } from './participants-table';
import { ScoreboardTable } from './scoreboard-table';
import { ShareRankingButtons } from '../ranking-share/share-ranking-buttons';
import { isStudentSession } from './use-can';
import { useRecordId } from '../../resources/use-record-id';
import { screenPath } from './screen-path';

/**
 * A contest's page (detailsMatch, matchDetails, the competition centre's matchDetail/:id and
 * the back office): information and sign-up, problems with submission, own submissions,
 * the live board and the participants.
 */
export function ContestPage({ route, admin, formScreen, inviteScreen }: PageProps & { admin?: boolean; formScreen?: string; inviteScreen?: string }) {
  const id = useRecordId();
  const queryClient = useQueryClient();
  const [letter, setLetter] = useState<string>();
  const [tab, setTab] = useState('problems');
  const detail = useQuery({ queryKey: ['oj-contest', id, admin], enabled: id !== undefined, queryFn: () => content(ojContestDetail({ id: id as number }, ojPoll(admin))), refetchInterval: 30_000 });
  const participants = useQuery({ queryKey: ['oj-contest-participants', id, admin], enabled: id !== undefined && tab === 'people', queryFn: () => content(ojContestParticipants({ id: id as number }, ojPoll(admin))) });
  if (id === undefined) return <Empty description="未指定比赛" />;
  const data = detail.data;
  if (!data) return <Card title={route.title} loading={detail.isLoading} />;
  const c = data.contest;
  const student = !admin && isStudentSession();
  const current = letter ?? data.problems[0]?.letter;
  const signUp = async () => {
    await content(ojContestSignUp({ id }, ojCall()));
    await queryClient.invalidateQueries({ queryKey: ['oj-contest', id] });
  };
  const canSubmit = c.status === 'running' && (student ? c.joined : c.manageable);
  return (
    <Card
      title={
        <Space>
          {c.title}
          <ContestStatusTag status={c.status} />
          {student && c.joined && <Tag color="success">已报名</Tag>}
        </Space>
      }
      extra={
        <Space>
          {student && !c.joined && c.status !== 'ended' && c.signUp === 'open' && (
            <Button type="primary" onClick={() => void signUp()}>
              报名参赛
            </Button>
          )}
          {c.manageable && formScreen && (
            <Link to={screenPath(formScreen, c.id)}>
              <Button>编辑比赛</Button>
            </Link>
          )}
          {c.manageable && inviteScreen && (
            <Link to={screenPath(inviteScreen, c.id)}>
              <Button>参赛学生</Button>
            </Link>
          )}
        </Space>
      }
    >
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="赛制">{ruleLabels[c.rule]}</Descriptions.Item>
        <Descriptions.Item label="开始">{formatTime(c.startAt)}</Descriptions.Item>
        <Descriptions.Item label="结束">{formatTime(c.endAt)}</Descriptions.Item>
        <Descriptions.Item label="报名方式">{c.teamName ? `团队赛（${c.teamName}）` : signUpLabels[c.signUp]}</Descriptions.Item>
        <Descriptions.Item label="参赛人数">{c.participantCount}</Descriptions.Item>
        <Descriptions.Item label="主办">{c.platform ? '平台' : (c.authorName ?? c.schoolName ?? '-')}</Descriptions.Item>
        {c.description && <Descriptions.Item label="说明" span={3}>{c.description}</Descriptions.Item>}
      </Descriptions>
      {student && !c.joined && c.signUp === 'invite' && <Alert type="warning" showIcon message="该比赛仅限受邀学生参加" style={{ marginBottom: 12 }} />}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'problems',
            label: '题目',
            children: data.problemsHidden ? (
              <Empty description="比赛开始后显示题目" />
            ) : student && !c.joined && c.status === 'running' ? (
              <Empty description="报名参赛后可查看题目" />
            ) : (
              <>
                <Segmented value={current} onChange={(v) => setLetter(String(v))} options={data.problems.map((p) => ({ value: p.letter, label: `${p.letter}. ${p.title}` }))} style={{ marginBottom: 16 }} />
                {current && <ContestProblemPanel key={current} contestId={id} letter={current} canSubmit={canSubmit} admin={admin} onSubmitted={() => setTab('mine')} />}
              </>
            ),
          },
          { key: 'mine', label: '我的提交', children: <ContestSubmissionsTable contestId={id} admin={admin} /> },
          {
            key: 'board',
            label: '榜单',
            children: (
              <>
                {!admin && c.status !== 'upcoming' && <ShareRankingButtons contestId={id} mine={Boolean(student && c.joined)} />}
                <ScoreboardTable contestId={id} admin={admin} />
              </>
            ),
          },
          { key: 'people', label: '参赛者', children: <ParticipantsTable participants={participants.data} loading={participants.isLoading} /> },
        ]}
      />
    </Card>
  );
}
