import { Alert, Button, Card, Form } from 'antd';
import { useEffect, useState } from 'react';
import { fenInCapitals, fenToYuan } from '../../../shared/finance/money-rules';
import { receiptCreateAccountRefund, receiptCreateRecharge } from '../../api/generated/receipt';
import { studentAccountQueryList } from '../../api/generated/student-account';
import type { PageProps } from '../../resources/page-props';
import { RelationSelect } from '../../resources/relation-select';
import { FenInput } from './fen-input';
import { pickers } from './finance-fields';
import { useMakeReceipt } from './use-make-receipt';
import { PayAccountItem, RemarkItem } from './receipt-form-items';

interface AccountMoneyForm {
  studentId: number;
  payAccountId: number;
  amount: number;
  remark?: string;
}

/** The most one recharge or refund moves (the contract's bound): 1,000,000 yuan. */
const maxFen = 100000000;

/** A student's stored-value balance (0 before the first recharge); null while none is chosen. */
export function useStoredBalance(studentId: number | undefined, version: number) {
  const [balance, setBalance] = useState<number | null>(null);
  useEffect(() => {
    setBalance(null);
    if (!studentId) return;
    studentAccountQueryList({ studentId, pageNum: 1, pageSize: 1 })
      .then((answer) => setBalance(answer.content?.list[0]?.balance ?? 0))
      .catch(() => setBalance(null));
  }, [studentId, version]);
  return balance;
}

/**
 * 账户充值 / 账户退款: money into or out of a student's stored-value account through a payment
 * account. The balance is shown first; a refund cannot ask for more than it (the server refuses
 * it too, under the account's lock). The written receipt opens to be printed.
 */
function AccountMoneyPage({ title, refund }: { title: string; refund: boolean }) {
  const [form] = Form.useForm<AccountMoneyForm>();
  const studentId = Form.useWatch('studentId', form);
  const amount = Form.useWatch('amount', form);
  const [version, setVersion] = useState(0);
  const balance = useStoredBalance(studentId, version);
  // A refusal reads the balance again: it may have moved meanwhile.
  const { busy, make } = useMakeReceipt(() => setVersion((n) => n + 1));

  const submit = async () => {
    const v = await form.validateFields();
    const body = { ...v, remark: v.remark || undefined };
    await make(() => (refund ? receiptCreateAccountRefund(body) : receiptCreateRecharge(body)));
  };

  const limit = refund ? Math.min(balance ?? 0, maxFen) : maxFen;
  return (
    <Card title={title}>
      <Form form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 16 }}>
        <Form.Item name="studentId" label="学员" rules={[{ required: true, message: '请选择学员' }]}>
          <RelationSelect field={pickers.student} />
        </Form.Item>
        {balance !== null ? (
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Alert type={refund && balance === 0 ? 'warning' : 'info'} showIcon data-testid="stored-balance" message={refund && balance === 0 ? '该学员账户余额为0，无可退金额' : `账户余额：${fenToYuan(balance)} 元`} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="amount"
          label={refund ? '退款金额' : '充值金额'}
          rules={[
            { required: true, message: refund ? '请输入退款金额' : '请输入充值金额' },
            { validator: async (_, fen: number | null) => { if (fen !== null && fen !== undefined && fen < 1) throw new Error('金额至少0.01元'); } },
            ...(refund ? [{ validator: async (_: unknown, fen: number | null) => { if (balance !== null && fen && fen > balance) throw new Error(`退款金额不能大于账户余额${fenToYuan(balance)}元`); } }] : []),
          ]}
          extra={amount ? `大写：${fenInCapitals(amount)}` : undefined}
        >
          <FenInput max={limit} aria-label={refund ? '退款金额' : '充值金额'} />
        </Form.Item>
        <PayAccountItem purpose={refund ? '退款' : '收款'} />
        <RemarkItem />
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" danger={refund} loading={busy} onClick={submit}>
            {refund ? '确认退款' : '确认充值'}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

export const AccountRechargePage = ({ route }: PageProps) => <AccountMoneyPage title={route.title} refund={false} />;
export const AccountRefundPage = ({ route }: PageProps) => <AccountMoneyPage title={route.title} refund />;
