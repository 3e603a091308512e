import { Button, Input, Modal, Rate, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { studentQueryList } from '../../api/generated/student';
import type { CustomActionProps } from '../../resources/custom-action-props';
import { consumesHours, signStatuses } from './teaching-fields';

interface Mark {
  studentId: number;
  name: string;
  status: number;
  rating?: number;
  comment?: string;
}

/**
 * 签到 of one lesson: every student of the class, marked 出勤 by default, with an optional
 * rating and comment (课堂评价). Present, late and make-up take the lesson's hours; the server
 * refuses the whole sign-in, naming the student, when someone's hours have run out.
 */
export function SignButton({ op, record, run }: CustomActionProps) {
  const [marks, setMarks] = useState<Mark[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || record.state === 2) return null;
  const open = async () => {
    const answer = await studentQueryList({ classId: record.classId as number, pageSize: 200 });
    setMarks((answer.content?.list ?? []).map((s) => ({ studentId: s.id, name: s.realName, status: 1 })));
  };
  const change = (studentId: number, patch: Partial<Mark>) => setMarks((all) => all!.map((m) => (m.studentId === studentId ? { ...m, ...patch } : m)));
  const submit = async () => {
    setBusy(true);
    try {
      await run(op, { planId: record.id, records: marks!.map(({ studentId, status, rating, comment }) => ({ studentId, status, rating, comment: comment?.trim() || undefined })) });
      setMarks(null);
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const hours = Number(record.hours ?? 0);
  const taking = marks?.filter((m) => consumesHours(m.status)).length ?? 0;
  return (
    <>
      <Button size="small" type="link" onClick={open}>
        {op.title}
      </Button>
      <Modal
        open={marks !== null}
        title={`签到：${String(record.className ?? '')} ${String(record.lessonDate)} ${String(record.startTime)}-${String(record.endTime)}`}
        width={820}
        okText="确认签到"
        confirmLoading={busy}
        okButtonProps={{ disabled: !marks?.length }}
        onOk={submit}
        onCancel={() => setMarks(null)}
      >
        <Typography.Paragraph type="secondary">
          出勤、迟到、补课每人消耗 {hours} 课时（{String(record.courseName ?? '')}），本次共 {taking * hours} 课时；请假、缺勤不消耗。
        </Typography.Paragraph>
        <Table<Mark>
          rowKey="studentId"
          size="small"
          pagination={false}
          dataSource={marks ?? []}
          locale={{ emptyText: '该班级暂无学员' }}
          columns={[
            { title: '学员', dataIndex: 'name' },
            { title: '考勤', render: (_, m) => <Select aria-label={`${m.name}考勤`} value={m.status} options={signStatuses} style={{ width: 90 }} onChange={(status) => change(m.studentId, { status })} /> },
            { title: '课堂评分', render: (_, m) => <Rate value={m.rating} onChange={(rating) => change(m.studentId, { rating: rating || undefined })} /> },
            { title: '课堂评价', render: (_, m) => <Input aria-label={`${m.name}评价`} maxLength={200} value={m.comment} onChange={(e) => change(m.studentId, { comment: e.target.value })} /> },
          ]}
        />
      </Modal>
    </>
  );
}
