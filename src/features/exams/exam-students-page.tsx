import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { examAssignOptions, examDetail, examSetStudents } from '../../api/generated/exams';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { useRecordId } from '../../resources/use-record-id';
import { screenPath } from '../oj-contest/screen-path';
import { quiet, type ExamScreens } from './exam-screens';

interface Values {
  classIds: number[];
  campusIds: number[];
  studentIds: number[];
}

/** 编辑考生 / 编辑练习学员: whole classes, whole campuses (common exams) and single students of the school. */
export function ExamStudentsPage({ route, screens }: PageProps & { screens: ExamScreens }) {
  const id = useRecordId();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const options = useQuery({ queryKey: ['exam-assign-options'], queryFn: () => content(examAssignOptions({}, quiet())) });
  const exam = useQuery({ queryKey: ['exam', id], enabled: id !== undefined, queryFn: () => content(examDetail({ id: id as number }, quiet())) });
  useEffect(() => {
    const d = exam.data;
    if (d) form.setFieldsValue({ classIds: d.classes.map((c) => c.id), campusIds: d.campuses.map((c) => c.id), studentIds: d.students.map((s) => s.id) });
  }, [exam.data, form]);
  if (id === undefined) return <Card title={route.title}>请从{screens.noun}列表选择一场{screens.noun}。</Card>;
  const save = async (values: Values) => {
    const answer = await content(examSetStudents({ id, classIds: values.classIds ?? [], campusIds: values.campusIds ?? [], studentIds: values.studentIds ?? [] }));
    message.success(`已设置，共 ${answer.assignedCount} 名学员`);
    await queryClient.invalidateQueries({ queryKey: ['exam', id] });
    await queryClient.invalidateQueries({ queryKey: ['exams'] });
  };
  return (
    <Card title={`${route.title}${exam.data ? `：${exam.data.exam.title}` : ''}`}>
      <Typography.Paragraph type="secondary">
        当前共 {exam.data?.exam.assignedCount ?? 0} 名学员参加。按班级或校区设置时，之后加入班级的学员也会参加；已开始作答的学员保留答卷。
      </Typography.Paragraph>
      <Form<Values> form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 16 }} onFinish={save} initialValues={{ classIds: [], campusIds: [], studentIds: [] }}>
        <Form.Item name="classIds" label="班级">
          <Select mode="multiple" allowClear placeholder="选择班级" optionFilterProp="label" options={(options.data?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        {screens.scope === 'common' && (
          <Form.Item name="campusIds" label="校区">
            <Select mode="multiple" allowClear placeholder="选择校区" optionFilterProp="label" options={(options.data?.campuses ?? []).map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
        )}
        <Form.Item name="studentIds" label="单个学员">
          <Select
            mode="multiple"
            allowClear
            placeholder="输入姓名搜索学员"
            optionFilterProp="label"
            options={(options.data?.students ?? []).map((s) => ({ value: s.id, label: `${s.realName}（${s.userName}${s.className ? `，${s.className}` : ''}）` }))}
          />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Space>
            <Button type="primary" htmlType="submit">保存考生</Button>
            <Button onClick={() => navigate(screenPath(screens.list))}>返回</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
