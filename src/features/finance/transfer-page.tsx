import { Button, Card, Form, InputNumber, Select } from 'antd';
import { receiptCreateTransfer } from '../../api/generated/receipt';
import type { PageProps } from '../../resources/page-props';
import { RelationSelect } from '../../resources/relation-select';
import { FenInput } from './fen-input';
import { PayAccountItem, RemarkItem } from './receipt-form-items';
import { pickers } from './finance-fields';
import { TransferPreview } from './transfer-preview';
import { useMakeReceipt } from './use-make-receipt';
import { useStudentCourses } from './use-student-courses';
import { useTransferInputs } from './use-transfer-inputs';

interface TransferForm {
  studentId: number;
  fromCourseId: number;
  hours: number;
  toCourseId: number;
  toHours: number;
  discount?: number | null;
  payAccountId: number;
  remark?: string;
}

/**
 * 课时结转 / 转课管理: the worth of some of a student's hours in one course buys hours of another;
 * the receipt shows the difference the student pays (or gets back) through the chosen account. The
 * preview under the form shows that split, and the stored-value part's, as the figures are typed.
 */
export function TransferPage({ route }: PageProps) {
  const [form] = Form.useForm<TransferForm>();
  const studentId = Form.useWatch('studentId', form);
  const courses = useStudentCourses(studentId);
  const [fromCourseId, hours, toCourseId, toHours, discount] = [Form.useWatch('fromCourseId', form), Form.useWatch('hours', form), Form.useWatch('toCourseId', form), Form.useWatch('toHours', form), Form.useWatch('discount', form)];
  const from = courses.find((c) => c.courseId === fromCourseId);
  const inputs = useTransferInputs(studentId, from, hours, toCourseId);
  const { busy, make } = useMakeReceipt();
  const submit = async () => {
    const v = await form.validateFields();
    await make(() => receiptCreateTransfer({ ...v, discount: v.discount ?? 0, remark: v.remark || undefined }));
  };
  return (
    <Card title={route.title}>
      <Form form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 16 }} initialValues={{ discount: 0 }}>
        <Form.Item name="studentId" label="学员" rules={[{ required: true, message: '请选择学员' }]}>
          <RelationSelect field={pickers.student} />
        </Form.Item>
        <Form.Item name="fromCourseId" label="转出课程" rules={[{ required: true, message: '请选择转出课程' }]}>
          <Select options={courses.map((c) => ({ value: c.courseId, label: `${c.courseName ?? c.courseId}（剩余${c.hours}课时）` }))} style={{ minWidth: 240 }} />
        </Form.Item>
        <Form.Item name="hours" label="转出课时" rules={[{ required: true, message: '请输入转出课时' }]}>
          <InputNumber min={1} max={from?.hours ?? 10000} precision={0} />
        </Form.Item>
        <Form.Item name="toCourseId" label="转入课程" rules={[{ required: true, message: '请选择转入课程' }]}>
          <RelationSelect field={pickers.course} />
        </Form.Item>
        <Form.Item name="toHours" label="转入课时" rules={[{ required: true, message: '请输入转入课时' }]}>
          <InputNumber min={1} max={10000} precision={0} />
        </Form.Item>
        <Form.Item name="discount" label="优惠金额">
          <FenInput />
        </Form.Item>
        <PayAccountItem purpose="结算" />
        <RemarkItem />
        {inputs && toHours ? (
          <Form.Item wrapperCol={{ offset: 4 }}>
            <TransferPreview quote={inputs.quote} unitPrice={inputs.unitPrice} toHours={toHours} discount={discount ?? 0} />
          </Form.Item>
        ) : null}
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" loading={busy} onClick={submit}>
            确认转课
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
