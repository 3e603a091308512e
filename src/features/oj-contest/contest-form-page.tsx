import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { contestRuleInfo, contestRuleNames, type ContestRule } from '../../../shared/contest-rules';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ojContestDetail, ojContestSave, ojTeamList } from '../../api/generated/oj-contest';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ojCall, ojPoll } from './oj-call';
import { ProblemPicker, type PickedProblem } from './problem-picker';
import { ScoreboardTable } from './scoreboard-table';
import { useRecordId } from '../../resources/use-record-id';
import { screenPath } from './screen-path';

interface Values {
  title: string;
  description?: string;
  rule: ContestRule;
  range: [Dayjs, Dayjs];
  signUp: 'open' | 'invite';
  teamId?: number | null;
  freezeMinutes?: number;
  problems: PickedProblem[];
}

/**
 * Create or edit a contest (addMatch, addMyGame, addMatchProblem; addCompetitionManagement in
 * the back office, where contests are platform-wide and open to every school).
 */
export function ContestFormPage({ route, admin, afterSave = 'detailsMatch' }: PageProps & { admin?: boolean; afterSave?: string }) {
  const id = useRecordId();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const rule = Form.useWatch('rule', form);
  const teams = useQuery({ queryKey: ['oj-teams', admin], enabled: !admin, queryFn: () => content(ojTeamList({}, ojPoll())) });
  const existing = useQuery({ queryKey: ['oj-contest', id, admin], enabled: id !== undefined, queryFn: () => content(ojContestDetail({ id: id as number }, ojPoll(admin))) });
  useEffect(() => {
    const data = existing.data;
    if (!data) return;
    const c = data.contest;
    form.setFieldsValue({
      title: c.title,
      description: c.description ?? '',
      rule: c.rule,
      range: [dayjs(c.startAt), dayjs(c.endAt)],
      signUp: c.signUp,
      teamId: c.teamId ?? null,
      freezeMinutes: c.freezeMinutes,
      problems: data.problems.map((p) => ({ id: p.problemId, title: p.title })),
    });
  }, [existing.data, form]);

  const save = async (values: Values) => {
    const saved = await content(
      ojContestSave(
        {
          ...(id ? { id } : {}),
          title: values.title,
          description: values.description || null,
          rule: values.rule,
          startAt: values.range[0].toISOString(),
          endAt: values.range[1].toISOString(),
          signUp: admin ? 'open' : values.signUp,
          teamId: admin ? null : (values.teamId ?? null),
          freezeMinutes: contestRuleInfo[values.rule].freezes ? (values.freezeMinutes ?? 0) : 0,
          problemIds: values.problems.map((p) => p.id),
        },
        ojCall(admin),
      ),
    );
    message.success('比赛已保存');
    navigate(screenPath(afterSave, saved.id));
  };

  return (
    <Card title={id ? '编辑比赛' : route.title} loading={id !== undefined && existing.isLoading}>
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 760 }} onFinish={save} initialValues={{ rule: 'acm', signUp: 'open', freezeMinutes: 0, problems: [] }}>
        <Form.Item name="title" label="比赛名称" rules={[{ required: true, whitespace: true, message: '请输入比赛名称' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label="比赛说明">
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item name="rule" label="赛制">
          <Radio.Group options={contestRuleNames.map((r) => ({ value: r, label: `${contestRuleInfo[r].label}（${contestRuleInfo[r].ranking}）` }))} />
        </Form.Item>
        <Form.Item name="range" label="比赛时间" rules={[{ required: true, message: '请选择比赛时间' }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        {rule !== undefined && contestRuleInfo[rule].freezes && (
          <Form.Item name="freezeMinutes" label="封榜时间（比赛最后多少分钟，0 为不封榜）">
            <InputNumber min={0} max={1440} />
          </Form.Item>
        )}
        {!admin && (
          <Space size="large" align="start">
            <Form.Item name="signUp" label="报名方式">
              <Radio.Group options={[{ value: 'open', label: '公开报名' }, { value: 'invite', label: '仅邀请' }]} />
            </Form.Item>
            <Form.Item name="teamId" label="团队赛（仅该团队成员参加）">
              <Select allowClear style={{ width: 220 }} placeholder="不限团队" options={(teams.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
            </Form.Item>
          </Space>
        )}
        <Form.Item name="problems" label="比赛题目（按 A、B、C… 排列）" rules={[{ validator: (_, v: PickedProblem[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请至少添加一道题目'))) }]}>
          <ProblemPicker admin={admin} lettered />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          保存比赛
        </Button>
      </Form>
      {/* The back office has no separate contest page: its board sits under the form. */}
      {admin && id !== undefined && (
        <Card type="inner" title="榜单" style={{ marginTop: 24 }}>
          <ScoreboardTable contestId={id} admin />
        </Card>
      )}
    </Card>
  );
}
