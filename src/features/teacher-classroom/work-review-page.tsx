import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, InputNumber, Result, Row, Skeleton, Space, Tag } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { teacherReviewWork } from '../../api/generated/classroom';
import { workDetail } from '../../api/generated/works';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { kindColors, kindNames } from '../classroom/work-links';
import { CodeView } from './code-view';
import { CppRunPanel } from './cpp-run-panel';
import { idParam } from './use-teacher-classroom';
import { WorkCoinButton } from '../star-coin-awards/work-coin-button';

// Blockly is large: only block works load it.
const BlockPreview = lazy(() => import('./block-preview').then((m) => ({ default: m.BlockPreview })));
// Python works run with the classroom's runner; Pyodide loads only when a Python work is opened.
const PythonRunPanel = lazy(() => import('../code-editors/python-run-panel').then((m) => ({ default: m.PythonRunPanel })));

/** /code-classroom/worksDetails?id=: a student's work read-only (blocks, Python or C++; Python and C++ runnable), scored and commented; the student reads the comment. */
export function WorkReviewPage(_: PageProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = idParam(params, 'id');
  const { data: work, isLoading, isError } = useQuery({ queryKey: ['teacher-classroom', 'work', id], queryFn: () => content(workDetail({ id })), enabled: id > 0 });
  const [form] = Form.useForm<{ score: number; comment: string }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (work?.review) form.setFieldsValue({ score: work.review.score, comment: work.review.comment });
  }, [form, work]);

  if (!id || isError) return <Result status="404" title="作品不存在或已删除" extra={<Button onClick={() => navigate('/code-classroom/works')}>返回学生作品</Button>} />;
  if (isLoading || !work) return <Skeleton active />;

  const save = async (values: { score: number; comment: string }) => {
    setSaving(true);
    try {
      await content(teacherReviewWork({ id, score: values.score, comment: values.comment ?? '' }));
      void message.success('点评已保存，学生打开作品就能看到');
      void client.invalidateQueries({ queryKey: ['teacher-classroom'] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card title={<Space>{work.title}<Tag color={kindColors[work.kind]}>{kindNames[work.kind]}</Tag></Space>} extra={<span style={{ color: '#64748b' }}>{work.studentName} · {new Date(work.updatedAt).toLocaleString('zh-CN')}</span>}>
          {work.kind === 'block' || work.kind === 'junior' ? (
            <Suspense fallback={<Skeleton active />}>
              <BlockPreview source={work.source} />
            </Suspense>
          ) : (
            <CodeView code={work.source} />
          )}
          {work.kind === 'cpp' ? (
            <div style={{ marginTop: 16 }}>
              <CppRunPanel source={work.source} />
            </div>
          ) : null}
          {work.kind === 'python' ? (
            <div style={{ marginTop: 16 }}>
              <Suspense fallback={<Skeleton active />}>
                <PythonRunPanel source={work.source} />
              </Suspense>
            </div>
          ) : null}
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title="点评">
          {work.review ? <div style={{ color: '#64748b', marginBottom: 12 }}>{work.review.reviewerName ?? '老师'}于 {new Date(work.review.reviewedAt).toLocaleString('zh-CN')} 点评，可修改</div> : null}
          <Form form={form} layout="vertical" onFinish={(v) => void save(v)} initialValues={{ comment: '' }}>
            <Form.Item name="score" label="评分（0–100）" rules={[{ required: true, message: '请给作品打分' }]}>
              <InputNumber min={0} max={100} precision={0} style={{ width: 160 }} aria-label="评分" />
            </Form.Item>
            <Form.Item name="comment" label="评语（学生可见）">
              <Input.TextArea aria-label="评语" maxLength={500} showCount autoSize={{ minRows: 4, maxRows: 10 }} placeholder="说说作品好在哪里，还可以怎样改进" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving} block>保存点评</Button>
          </Form>
          <WorkCoinButton workId={id} />
        </Card>
      </Col>
    </Row>
  );
}
