import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, InputNumber, Modal, Popconfirm, Radio, Select, Space, Table, Tag, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { examAssignOptions, examList, examOfflineScores, examPaperOptions, examPublish, examPublishResults, examResult, examSave, examSetStudents } from '../../api/generated/exams';
import type { ExamRankRow, ExamScope, ExamSummary } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { formatTime, scoreText } from './exam-labels';
import { quiet } from './exam-screens';
import { readScoreSheet } from './offline-scores';

interface NewOffline {
  title: string;
  offlinePractice?: boolean;
  range: [Dayjs, Dayjs];
  paperId?: number;
  fullScore?: number;
  classIds: number[];
  campusIds?: number[];
}

type Entry = { score: number | null; remark: string | null };

/**
 * 线下考试: exams sat on paper. The teacher creates one for classes (with a paper or just a full
 * score), enters or imports each student's score, and publishes the results (with their star coins).
 */
export function OfflineExamPage({ route, scope }: PageProps & { scope: ExamScope }) {
  const [search, setSearch] = useSearchParams();
  const selected = Number(search.get('id')) || undefined;
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<NewOffline>();
  const [entries, setEntries] = useState<Record<number, Entry>>({});
  const exams = useQuery({ queryKey: ['exams', 'offline', scope], queryFn: () => content(examList({ kind: 'offline', scope, pageSize: 100 }, quiet())) });
  const papers = useQuery({ queryKey: ['exam-papers'], enabled: creating, queryFn: () => content(examPaperOptions({}, quiet())) });
  const people = useQuery({ queryKey: ['exam-assign-options'], enabled: creating, queryFn: () => content(examAssignOptions({}, quiet())) });
  const result = useQuery({ queryKey: ['exam-result', selected], enabled: selected !== undefined, queryFn: () => content(examResult({ id: selected as number }, quiet())) });
  useEffect(() => {
    if (!result.data) return;
    setEntries(Object.fromEntries(result.data.ranking.map((r) => [r.studentId, { score: r.state === 'absent' ? null : r.totalScore, remark: r.remark }])));
  }, [result.data]);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['exams'] });
    await queryClient.invalidateQueries({ queryKey: ['exam-result', selected] });
  };

  const create = async () => {
    const v = await form.validateFields();
    const minutes = Math.max(1, Math.round(v.range[1].diff(v.range[0], 'minute')));
    const saved = await content(
      examSave({ kind: 'offline', scope, title: v.title, paperId: v.paperId ?? null, fullScore: v.paperId ? null : (v.fullScore ?? null), startAt: v.range[0].toISOString(), endAt: v.range[1].toISOString(), durationMinutes: Math.min(minutes, 1440), offlinePractice: v.offlinePractice ?? false }),
    );
    await examSetStudents({ id: saved.id, classIds: v.classIds ?? [], campusIds: v.campusIds ?? [] });
    await examPublish({ id: saved.id });
    message.success(v.offlinePractice ? '线下练习已创建，可以录入成绩了' : '线下考试已创建，可以录入成绩了');
    setCreating(false);
    form.resetFields();
    setSearch({ id: String(saved.id) });
    await refresh();
  };

  const save = async () => {
    if (!result.data || !selected) return;
    const scores = result.data.ranking
      .filter((r) => entries[r.studentId]?.score !== null || r.state !== 'absent')
      .map((r) => ({ studentId: r.studentId, score: entries[r.studentId]?.score ?? null, remark: entries[r.studentId]?.remark ?? null }));
    const saved = await content(examOfflineScores({ id: selected, scores }));
    message.success(`已保存 ${saved.assignedCount} 名学员的成绩`);
    await refresh();
  };

  const importFile = async (file: File) => {
    if (!result.data) return false;
    const { rows, errors } = await readScoreSheet(file);
    const byUser = new Map(result.data.ranking.map((r) => [r.userName.toLowerCase(), r.studentId]));
    const unknown = rows.filter((r) => !byUser.has(r.userName.toLowerCase())).map((r) => `账号 ${r.userName} 不是本场考试的考生`);
    if (errors.length || unknown.length) {
      modal.warning({ title: '导入失败，请修改后重新导入', content: [...errors, ...unknown].slice(0, 20).join('\n') });
      return false;
    }
    setEntries((current) => {
      const next = { ...current };
      for (const r of rows) next[byUser.get(r.userName.toLowerCase())!] = { score: r.score, remark: r.remark };
      return next;
    });
    message.success(`已读入 ${rows.length} 条成绩，检查后点“保存成绩”`);
    return false;
  };

  const exam = result.data?.exam;
  const locked = exam?.resultsPublished ?? false;
  return (
    <Card title={route.title} extra={<Button type="primary" onClick={() => setCreating(true)}>新建线下考试</Button>}>
      <Table<ExamSummary>
        rowKey="id"
        size="small"
        loading={exams.isLoading}
        dataSource={exams.data?.list ?? []}
        pagination={false}
        rowClassName={(e) => (e.id === selected ? 'ant-table-row-selected' : '')}
        columns={[
          { title: '考试名称', render: (_, e) => <a onClick={() => setSearch({ id: String(e.id) })}>{e.title}{e.offlinePractice ? <Tag color="cyan" style={{ marginLeft: 6 }}>练习</Tag> : null}</a> },
          { title: '考试时间', width: 160, render: (_, e) => formatTime(e.startAt) },
          { title: '满分', width: 70, render: (_, e) => scoreText(e.fullScore) },
          { title: '已录入', width: 100, render: (_, e) => `${e.sheetCount} / ${e.assignedCount}` },
          { title: '成绩', width: 90, render: (_, e) => (e.resultsPublished ? <Tag color="green">已发布</Tag> : <Tag>未发布</Tag>) },
        ]}
      />
      {exam && result.data && (
        <Card
          size="small"
          style={{ marginTop: 16 }}
          title={`录入成绩：${exam.title}（满分 ${scoreText(exam.fullScore)}）`}
          extra={
            <Space>
              <Upload accept=".xlsx,.csv" showUploadList={false} beforeUpload={(file) => importFile(file)} disabled={locked}>
                <Button disabled={locked}>从Excel导入（账号、成绩、备注）</Button>
              </Upload>
              <Button type="primary" disabled={locked} onClick={() => void save()}>保存成绩</Button>
              {!locked && (
                <Popconfirm title="发布后学员可以看到成绩并获得星币，之后不能再改分。确定发布吗？" onConfirm={async () => { await content(examPublishResults({ id: exam.id })); message.success('成绩已发布'); await refresh(); }}>
                  <Button>发布成绩</Button>
                </Popconfirm>
              )}
            </Space>
          }
        >
          <Table<ExamRankRow>
            rowKey="studentId"
            size="small"
            pagination={false}
            dataSource={result.data.ranking}
            columns={[
              { title: '名次', width: 60, render: (_, r) => r.rank ?? '—' },
              { title: '姓名', dataIndex: 'realName' },
              { title: '账号', dataIndex: 'userName' },
              { title: '班级', render: (_, r) => r.className ?? '—' },
              {
                title: '成绩',
                width: 140,
                render: (_, r) => (
                  <InputNumber
                    aria-label={`${r.realName}的成绩`}
                    min={0}
                    max={exam.fullScore}
                    step={0.5}
                    disabled={locked}
                    value={entries[r.studentId]?.score ?? null}
                    onChange={(score) => setEntries((c) => ({ ...c, [r.studentId]: { remark: c[r.studentId]?.remark ?? null, score } }))}
                  />
                ),
              },
              {
                title: '备注',
                render: (_, r) => (
                  <Input
                    maxLength={200}
                    disabled={locked}
                    value={entries[r.studentId]?.remark ?? ''}
                    onChange={(e) => setEntries((c) => ({ ...c, [r.studentId]: { score: c[r.studentId]?.score ?? null, remark: e.target.value || null } }))}
                  />
                ),
              },
              { title: '星币', width: 60, render: (_, r) => r.coins || '—' },
            ]}
          />
        </Card>
      )}
      <Modal title="新建线下考试" open={creating} onCancel={() => setCreating(false)} onOk={() => void create()} okText="创建" destroyOnClose>
        <Form<NewOffline> form={form} layout="vertical" initialValues={{ classIds: [] }}>
          <Form.Item name="title" label="考试名称" rules={[{ required: true, whitespace: true, message: '请输入考试名称' }, { max: 100 }]}>
            <Input placeholder="例如：期末笔试" />
          </Form.Item>
          <Form.Item name="offlinePractice" label="类别" initialValue={false}>
            <Radio.Group options={[{ value: false, label: '线下考试' }, { value: true, label: '线下练习' }]} optionType="button" />
          </Form.Item>
          <Form.Item name="range" label="考试时间" rules={[{ required: true, message: '请选择考试时间' }]}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="paperId" label="试卷（可不选）">
            <Select allowClear showSearch optionFilterProp="label" options={(papers.data ?? []).map((p) => ({ value: p.id, label: `${p.name}（${scoreText(p.totalScore)} 分）` }))} />
          </Form.Item>
          <Form.Item noStyle dependencies={['paperId']}>
            {({ getFieldValue }) =>
              !getFieldValue('paperId') && (
                <Form.Item name="fullScore" label="满分" rules={[{ required: true, message: '没有试卷时请填写满分' }]}>
                  <InputNumber min={1} max={10000} />
                </Form.Item>
              )
            }
          </Form.Item>
          <Form.Item name="classIds" label="参加班级" rules={[{ required: scope === 'school', type: 'array', min: scope === 'school' ? 1 : 0, message: '请选择参加的班级' }]}>
            <Select mode="multiple" options={(people.data?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
          {scope === 'common' && (
            <Form.Item name="campusIds" label="参加校区">
              <Select mode="multiple" options={(people.data?.campuses ?? []).map((c) => ({ value: c.id, label: c.name }))} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Card>
  );
}
