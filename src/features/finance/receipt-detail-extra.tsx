import { PrinterOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { fenToYuan } from '../../../shared/finance/money-rules';
import type { Receipt, ReceiptLine } from '../../api/generated/api.schemas';
import { receiptCreateAfterPay } from '../../api/generated/receipt';
import { receiptLineQueryList } from '../../api/generated/receipt-line';
import { sessionStore } from '../../providers/session-store';
import { FenInput } from './fen-input';
import { receiptPath } from './finance-fields';
import { PayAccountItem } from './receipt-form-items';
import { ReceiptPrint, type PaperSize } from './receipt-print';

/** 补费: pays what the charge still owes, through a chosen account. */
function AfterPayButton({ receipt }: { receipt: Receipt }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ payAccountId: number; amount: number }>();
  const save = async () => {
    const v = await form.validateFields();
    try {
      const answer = await receiptCreateAfterPay({ originId: receipt.id, payAccountId: v.payAccountId, amount: v.amount });
      window.location.assign(receiptPath(answer.content!.id));
    } catch {
      // The request layer has shown the server's message.
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>补费</Button>
      <Modal open={open} title={`补费（欠费 ${fenToYuan(receipt.owed)} 元）`} onOk={save} onCancel={() => setOpen(false)} destroyOnClose>
        <Form form={form} layout="vertical">
          <Form.Item name="amount" label="补费金额" rules={[{ required: true, message: '请输入补费金额' }]}>
            <FenInput max={receipt.owed} />
          </Form.Item>
          <PayAccountItem purpose="收款" />
        </Form>
      </Modal>
    </>
  );
}

/** Below a receipt's fields: its print view (A5 or A4), the print button and, while owing, 补费. */
export function ReceiptDetailExtra({ record }: { record: Record<string, unknown> }) {
  const receipt = record as unknown as Receipt;
  const [lines, setLines] = useState<ReceiptLine[]>([]);
  const [paper, setPaper] = useState<PaperSize>('A5');
  useEffect(() => {
    receiptLineQueryList({ receiptId: receipt.id, pageSize: 100 })
      .then((answer) => setLines(answer.content?.list ?? []))
      .catch(() => undefined);
  }, [receipt.id]);
  const session = sessionStore.getUserSession();
  const schoolName = session && 'schoolInfo' in session ? session.schoolInfo.name : '';
  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
      <Space>
        <Radio.Group value={paper} onChange={(e) => setPaper(e.target.value)} options={['A5', 'A4']} optionType="button" />
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印收据
        </Button>
        {receipt.kind === 1 && receipt.state === 1 && receipt.owed > 0 ? <AfterPayButton receipt={receipt} /> : null}
      </Space>
      <ReceiptPrint receipt={receipt} lines={lines} schoolName={schoolName} paper={paper} />
    </Space>
  );
}
