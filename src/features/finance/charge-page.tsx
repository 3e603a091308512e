import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Form, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { fenToYuan } from '../../../shared/finance/money-rules';
import { goodsDetail } from '../../api/generated/goods';
import { receiptCreateCharge } from '../../api/generated/receipt';
import { saleCourseDetail } from '../../api/generated/sale-course';
import type { PageProps } from '../../resources/page-props';
import { RelationSelect } from '../../resources/relation-select';
import { useStoredBalance } from './account-money-page';
import { FenInput } from './fen-input';
import { PayAccountItem, RemarkItem } from './receipt-form-items';
import { pickers } from './finance-fields';
import { useMakeReceipt } from './use-make-receipt';

interface ChargeForm {
  studentId: number;
  payAccountId: number;
  courseId?: number | null;
  hours?: number;
  givenHours?: number;
  discount?: number | null;
  goods?: Array<{ goodsId: number; quantity: number }>;
  paid?: number | null;
  fromAccount?: number | null;
  remark?: string;
}

/**
 * 报名缴费: sells a student a course's lesson hours and goods; the amount due is worked out as
 * the form changes (the server works it out again and is the one that counts), and what is not
 * paid now is left owing on the receipt, to be settled by an after-pay.
 */
export function ChargePage({ route }: PageProps) {
  const [form] = Form.useForm<ChargeForm>();
  const { busy, make } = useMakeReceipt();
  const [prices, setPrices] = useState<{ course: number; goods: Record<number, number> }>({ course: 0, goods: {} });
  const values = Form.useWatch([], form) ?? ({} as ChargeForm);
  const courseAmount = values.courseId ? prices.course * (values.hours ?? 0) - (values.discount ?? 0) : 0;
  const goodsAmount = (values.goods ?? []).reduce((sum, g) => sum + (g?.goodsId ? (prices.goods[g.goodsId] ?? 0) * (g.quantity ?? 0) : 0), 0);
  const due = courseAmount + goodsAmount;
  const owed = due - (values.paid ?? 0);
  const balance = useStoredBalance(values.studentId, 0);
  const fromAccount = values.fromAccount ?? 0;

  const pickCourse = async (id: number | null) => {
    form.setFieldValue('courseId', id);
    if (!id) return setPrices((p) => ({ ...p, course: 0 }));
    const course = (await saleCourseDetail({ id })).content!;
    setPrices((p) => ({ ...p, course: course.unitPrice }));
    form.setFieldValue('hours', course.hours);
  };
  const pickGoods = async (index: number, id: number | null) => {
    form.setFieldValue(['goods', index, 'goodsId'], id);
    if (!id) return;
    const row = (await goodsDetail({ id })).content!;
    setPrices((p) => ({ ...p, goods: { ...p.goods, [id]: row.price } }));
  };
  const submit = async () => {
    const v = await form.validateFields();
    await make(() =>
      receiptCreateCharge({
        studentId: v.studentId,
        payAccountId: v.payAccountId,
        course: v.courseId ? { courseId: v.courseId, hours: v.hours ?? 1, givenHours: v.givenHours ?? 0, discount: v.discount ?? 0 } : undefined,
        goods: (v.goods ?? []).filter((g) => g?.goodsId).map((g) => ({ goodsId: g.goodsId, quantity: g.quantity ?? 1 })),
        paid: v.paid ?? 0,
        fromAccount: v.fromAccount || undefined,
        remark: v.remark || undefined,
      }),
    );
  };

  return (
    <Card title={route.title}>
      <Form form={form} layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 16 }} initialValues={{ hours: 1, givenHours: 0, discount: 0, paid: 0, goods: [] }}>
        <Form.Item name="studentId" label="学员" rules={[{ required: true, message: '请选择学员' }]}>
          <RelationSelect field={pickers.student} />
        </Form.Item>
        <Form.Item name="courseId" label="课程">
          <RelationSelect field={pickers.course} onChange={pickCourse} />
        </Form.Item>
        {values.courseId ? (
          <>
            <Form.Item name="hours" label="购买课时" rules={[{ required: true, message: '请输入购买课时' }]}>
              <InputNumber min={1} max={10000} precision={0} />
            </Form.Item>
            <Form.Item name="givenHours" label="赠送课时">
              <InputNumber min={0} max={10000} precision={0} />
            </Form.Item>
            <Form.Item name="discount" label="优惠金额">
              <FenInput />
            </Form.Item>
          </>
        ) : null}
        <Form.List name="goods">
          {(rows, { add, remove }) => (
            <Form.Item label="商品">
              {rows.map((row, index) => (
                <Space key={row.key} align="baseline">
                  <Form.Item name={[row.name, 'goodsId']} rules={[{ required: true, message: '请选择商品' }]}>
                    <RelationSelect field={pickers.goods} onChange={(id) => pickGoods(index, id)} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'quantity']} initialValue={1}>
                    <InputNumber min={1} max={10000} precision={0} aria-label="数量" />
                  </Form.Item>
                  <MinusCircleOutlined aria-label="移除商品" onClick={() => remove(row.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
                添加商品
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item label="应收金额">
          <Descriptions size="small" column={3} items={[
            { key: 'course', label: '课程', children: `${fenToYuan(courseAmount)} 元` },
            { key: 'goods', label: '商品', children: `${fenToYuan(goodsAmount)} 元` },
            { key: 'due', label: '合计', children: <strong data-testid="amount-due">{fenToYuan(due)} 元</strong> },
          ]} />
        </Form.Item>
        <Form.Item name="paid" label="实收金额" rules={[{ required: true, message: '请输入实收金额' }]} extra={owed > 0 ? `欠费 ${fenToYuan(owed)} 元，可稍后补费` : undefined}>
          <FenInput />
        </Form.Item>
        {balance ? (
          <Form.Item
            name="fromAccount"
            label="储值支付"
            extra={`账户余额 ${fenToYuan(balance)} 元；其余 ${fenToYuan(Math.max((values.paid ?? 0) - fromAccount, 0))} 元经收款账户收取`}
            rules={[
              {
                validator: async (_, value: number | null) => {
                  if (value && value > balance) throw new Error(`账户余额不足，当前余额${fenToYuan(balance)}元`);
                  if (value && value > (form.getFieldValue('paid') ?? 0)) throw new Error('储值账户支付金额不能大于实收金额');
                },
              },
            ]}
          >
            <FenInput />
          </Form.Item>
        ) : null}
        <PayAccountItem purpose="收款" />
        <RemarkItem />
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" loading={busy} onClick={submit}>
            确认收费
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
