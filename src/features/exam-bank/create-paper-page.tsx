import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, InputNumber, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { schoolPaperCreate, schoolPaperEdit, schoolPaperViewDetail } from '../../api/generated/school-paper';
import { content } from '../../api/request';
import { examPath, type ScopedPageProps } from './exam-scope';

interface PaperForm {
  name: string;
  duration: number;
  remark?: string | null;
}

/** 创建试卷: name, duration and notes; `?id=` changes them. A new paper goes on to its questions. */
export function CreatePaperPage({ route, scope }: ScopedPageProps) {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useQuery({ queryKey: ['school-paper', id], enabled: id !== undefined, queryFn: () => content(schoolPaperViewDetail({ id: id! })) });
  const save = async (values: PaperForm) => {
    if (id) {
      await schoolPaperEdit({ ...values, id });
      message.success('试卷已保存');
      await queryClient.invalidateQueries();
      navigate(examPath('paper-management', scope));
      return;
    }
    const paper = await content(schoolPaperCreate(values));
    message.success('试卷已创建，请添加题目');
    await queryClient.invalidateQueries({ queryKey: ['school-papers'] });
    navigate(examPath('edit-questions', scope, { id: paper.id }));
  };
  if (id !== undefined && existing.isError) return <Empty description="试卷不存在" />;
  if (id !== undefined && !existing.data) return <Card title="试卷设置" loading />;
  return (
    <Card title={id ? '试卷设置' : route.title}>
      <Form<PaperForm> layout="vertical" style={{ maxWidth: 560 }} initialValues={existing.data ?? { duration: 60 }} onFinish={(v) => void save(v).catch(() => undefined)}>
        <Form.Item label="试卷名称" name="name" rules={[{ required: true, whitespace: true, message: '请输入试卷名称' }]}>
          <Input maxLength={100} placeholder="如：Python 第一单元测验" />
        </Form.Item>
        <Form.Item label="考试时长（分钟）" name="duration" rules={[{ required: true, message: '请输入考试时长' }]}>
          <InputNumber min={1} max={600} />
        </Form.Item>
        <Form.Item label="说明" name="remark" extra="显示在试卷开头，如答题要求">
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <Button type="primary" htmlType="submit">{id ? '保存' : '下一步：添加题目'}</Button>
      </Form>
    </Card>
  );
}
