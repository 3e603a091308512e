import { Alert, Button, Card, Descriptions, Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { fenInCapitals, fenToYuan } from '../../../shared/finance/money-rules';
import type { RefundQuote } from '../../api/generated/api.schemas';
import { receiptCreateRefund, receiptQuoteRefund } from '../../api/generated/receipt';
import type { PageProps } from '../../resources/page-props';
import { RelationSelect } from '../../resources/relation-select';
import { pickers } from './finance-fields';
import { useMakeReceipt } from './use-make-receipt';
import { PayAccountItem, RemarkItem } from './receipt-form-items';
import { useStudentCourses } from './use-student-courses';

interface RefundForm {
  studentId: number;
  courseId: number;
  hours: number;
  payAccountId: number;
  remark?: string;
}

/**
 * 退费 (and 退课管理): returns the worth of a student's unused hours. The amount is quoted by
 * the server and shown, with how it was rounded, before the staff member confirms.
 */
export function RefundPage({ route }: PageProps) {
  const [form] = Form.useForm<RefundForm>();
  const studentId = Form.useWatch('studentId', form);
  const courses = useStudentCourses(studentId);
  const [quote, setQuote] = useState<RefundQuote | null>(null);
  const { busy, make } = useMakeReceipt();

  const askQuote = async () => {
    const v = await form.validateFields(['studentId', 'courseId', 'hours']);
    try {
      setQuote((await receiptQuoteRefund({ studentId: v.studentId, courseId: v.courseId, hours: v.hours })).content!);
    } catch {
      setQuote(null);
    }
  };
  const submit = async () => {
    const v = await form.validateFields();
    await make(() => receiptCreateRefund({ ...v, remark: v.remark || undefined }));
  };

  return (
    <Card title={route.title}>
      <Form form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 16 }} onValuesChange={() => setQuote(null)}>
        <Form.Item name="studentId" label="学员" rules={[{ required: true, message: '请选择学员' }]}>
          <RelationSelect field={pickers.student} />
        </Form.Item>
        <Form.Item name="courseId" label="课程" rules={[{ required: true, message: '请选择课程' }]}>
          <Select
            placeholder={studentId && courses.length === 0 ? '该学员没有剩余课时' : '请选择课程'}
            options={courses.map((c) => ({ value: c.courseId, label: `${c.courseName ?? c.courseId}（剩余${c.hours}课时）` }))}
            style={{ minWidth: 240 }}
          />
        </Form.Item>
        <Form.Item name="hours" label="退课课时" rules={[{ required: true, message: '请输入退课课时' }]}>
          <InputNumber min={1} max={10000} precision={0} />
        </Form.Item>
        <PayAccountItem purpose="退款" />
        <RemarkItem />
        {quote ? (
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Descriptions bordered size="small" column={1} items={[
              { key: 'hours', label: '退课课时', children: `${quote.hours} / 剩余 ${quote.remainingHours}` },
              { key: 'value', label: '课时价值', children: `${fenToYuan(quote.value)} 元` },
              { key: 'owed', label: '冲销欠费', children: `${fenToYuan(quote.owed)} 元` },
              { key: 'refund', label: '应退金额', children: <strong data-testid="refund-amount">{fenToYuan(quote.refund)} 元（{fenInCapitals(quote.refund)}）</strong> },
              ...(quote.toAccount > 0
                ? [{ key: 'toAccount', label: '其中退回储值账户', children: <span data-testid="refund-to-account">{fenToYuan(quote.toAccount)} 元（储值支付的部分退回学员账户，其余 {fenToYuan(quote.refund - quote.toAccount)} 元从退款账户退还）</span> }]
                : []),
            ]} />
            <Alert type="info" showIcon style={{ marginTop: 8 }} message={quote.rounding} />
          </Form.Item>
        ) : null}
        <Form.Item wrapperCol={{ offset: 4 }}>
          {quote ? (
            <Button type="primary" danger loading={busy} onClick={submit}>
              确认退费
            </Button>
          ) : (
            <Button type="primary" onClick={askQuote}>
              计算退费金额
            </Button>
          )}
        </Form.Item>
      </Form>
    </Card>
  );
}
