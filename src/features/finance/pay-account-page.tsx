import { Space } from 'antd';
import { staffEntities } from '../../../shared/generated/entities/staff-entities.gen';
import { EntityListPage } from '../../resources/entity-list-page';
import type { PageProps } from '../../resources/page-props';

/**
 * 收款账户: the school's payment accounts (their balances the cached sums of the money ledger)
 * above that ledger, which can be narrowed to one account, a student, a kind or dates.
 */
export function PayAccountPage({ route }: PageProps) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <EntityListPage entity={staffEntities.PayAccount!} title={route.title} />
      <EntityListPage entity={staffEntities.MoneyEntry!} title="资金流水" />
    </Space>
  );
}
