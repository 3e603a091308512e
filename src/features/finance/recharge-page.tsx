import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { staffEntities } from '../../../shared/generated/entities/staff-entities.gen';
import { EntityListPage } from '../../resources/entity-list-page';
import type { PageProps } from '../../resources/page-props';

const financePath = (routeName: string) => `/school-home-page/finance/${routeName}`;

/**
 * 充值记录: every recharge, refund and reversal of the students' stored-value accounts (the
 * account ledger, filtered by campus, student, payment account, kind and dates, exported to
 * Excel), with the way to recharge or refund, and each student's balance below.
 */
export function RechargePage({ route }: PageProps) {
  const navigate = useNavigate();
  const actions = (
    <Space>
      <Button type="primary" onClick={() => navigate(financePath('accountRecharge'))}>
        账户充值
      </Button>
      <Button onClick={() => navigate(financePath('accountRefund'))}>账户退款</Button>
    </Space>
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <EntityListPage entity={staffEntities.AccountEntry!} title={route.title} headerExtra={actions} />
      <EntityListPage entity={staffEntities.StudentAccount!} title="学员账户余额" />
    </Space>
  );
}
