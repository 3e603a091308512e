import { Form, Input } from 'antd';
import { RelationSelect } from '../../resources/relation-select';
import { pickers } from './finance-fields';

/** The payment account every receipt names; `purpose` says what the money does there (收款, 退款, 结算). */
export function PayAccountItem({ purpose }: { purpose: '收款' | '退款' | '结算' }) {
  return (
    <Form.Item name="payAccountId" label={`${purpose}账户`} rules={[{ required: true, message: `请选择${purpose}账户` }]}>
      <RelationSelect field={pickers.payAccount} />
    </Form.Item>
  );
}

/** A receipt's remark, the one thing besides its attachment that may change after it is written. */
export function RemarkItem() {
  return (
    <Form.Item name="remark" label="备注">
      <Input.TextArea maxLength={200} />
    </Form.Item>
  );
}
