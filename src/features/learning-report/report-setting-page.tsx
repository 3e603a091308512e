import { App, Button, Card, Checkbox, Empty, Form, Input, InputNumber, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { homeSchoolPath, learningReportPath, reportMessages, reportPeriod, reportSections } from '../../../shared/learning-report/report-rules';
import { reportPreview, reportSettings, saveReportSettings } from '../../api/generated/learning-report';
import type { LearningReport, ReportSettings } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { libraryShareLinkCalls, ShareLinksDialog } from '../library/share-links-dialog';
import { LearningReportView } from './learning-report-view';
import { StudentPicker, type StudentOption } from './student-picker';

/**
 * 学习报告设置: what the learning reports parents open through a link show (sections and the days
 * they cover), a preview of one student's report, and that student's links — the report and the
 * 家校互通 page — each unguessable, expiring and revocable.
 */
export function ReportSettingPage({ route }: PageProps) {
  const [form] = Form.useForm<ReportSettings>();
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const [student, setStudent] = useState<StudentOption | null>(null);
  const [preview, setPreview] = useState<LearningReport | null>(null);
  const [sharing, setSharing] = useState<'learningReport' | 'homeSchool' | null>(null);
  const studentId = student?.value;
  const shareCalls = useMemo(
    () => (sharing && studentId !== undefined ? libraryShareLinkCalls({ targetKind: sharing, targetId: studentId }, sharing === 'learningReport' ? learningReportPath : homeSchoolPath) : null),
    [sharing, studentId],
  );
  const { message } = App.useApp();

  useEffect(() => {
    void content(reportSettings({})).then((s) => {
      form.setFieldsValue(s);
      setLoaded(true);
    });
  }, [form]);
  useEffect(() => {
    setPreview(null);
    if (student) void content(reportPreview({ id: student.value })).then(setPreview);
  }, [student]);

  const save = async (values: ReportSettings) => {
    setSaving(true);
    try {
      form.setFieldsValue(await content(saveReportSettings({ ...values, title: values.title?.trim() || null })));
      message.success('保存成功');
      if (student) setPreview(await content(reportPreview({ id: student.value })));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={route.title}>
        <Spin spinning={!loaded}>
          <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 560 }}>
            <Form.Item name="title" label="报告标题" extra="留空时为“学员姓名的学习报告”" rules={[{ max: 40, message: '报告标题不能超过 40 个字' }]}>
              <Input placeholder="例如：春季学期学习报告" />
            </Form.Item>
            <Form.Item name="periodDays" label="统计最近多少天" rules={[{ required: true, type: 'number', min: reportPeriod.min, max: reportPeriod.max, message: reportMessages.periodRange }]}>
              <InputNumber min={reportPeriod.min} max={reportPeriod.max} precision={0} addonAfter="天" />
            </Form.Item>
            <Form.Item label="报告中展示" required extra="家长打开报告时只能看到这里勾选的内容">
              <Space wrap>
                {reportSections.map((s) => (
                  <Form.Item key={s.key} name={s.key} valuePropName="checked" noStyle>
                    <Checkbox>{s.label}</Checkbox>
                  </Form.Item>
                ))}
              </Space>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>保存</Button>
          </Form>
        </Spin>
      </Card>
      <Card
        title="预览与分享给家长"
        extra={
          <Space wrap>
            <StudentPicker value={student} onChange={setStudent} />
            <Button disabled={!student} onClick={() => setSharing('learningReport')}>分享学习报告</Button>
            <Button disabled={!student} onClick={() => setSharing('homeSchool')}>分享家校互通</Button>
          </Space>
        }
      >
        {!student ? <Empty description="选择一名学员，查看家长将看到的学习报告" /> : preview ? <LearningReportView report={preview} /> : <Spin style={{ display: 'block', margin: '48px auto' }} />}
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          分享链接只对应这一名学员，到期或撤销后立即失效；家长打开链接无需登录。
        </Typography.Paragraph>
      </Card>
      {sharing && student && shareCalls && (
        <ShareLinksDialog
          title={`${sharing === 'learningReport' ? '分享学习报告' : '分享家校互通'}：${student.label}`}
          calls={shareCalls}
          hint="链接只显示这一次，请复制后发给该学员的家长；拿到链接的人无需登录即可查看该学员的内容。"
          onClose={() => setSharing(null)}
        />
      )}
    </Space>
  );
}
