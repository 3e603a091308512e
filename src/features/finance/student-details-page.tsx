import { Card, Space } from 'antd';
import { useState } from 'react';
import { staffEntities } from '../../../shared/generated/entities/staff-entities.gen';
import { EntityListPage } from '../../resources/entity-list-page';
import type { PageProps } from '../../resources/page-props';
import { RelationSelect } from '../../resources/relation-select';
import { pickers } from './finance-fields';

/**
 * 学员明细: a student's lesson hours per course (hours left, their worth, what is owed) above the
 * hour ledger that sums to them and the money that moved; every student's while none is chosen.
 */
export function StudentDetailsPage({ route }: PageProps) {
  const [studentId, setStudentId] = useState<number | null>(null);
  const filters = studentId ? { studentId } : {};
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={route.title}>
        <Space>
          <span>学员</span>
          <RelationSelect field={pickers.student} value={studentId} onChange={setStudentId} />
        </Space>
      </Card>
      <EntityListPage key={`balances-${studentId}`} entity={staffEntities.HourBalance!} title="课时余额" permanentFilters={filters} />
      <EntityListPage key={`hours-${studentId}`} entity={staffEntities.HourEntry!} title="课时流水" permanentFilters={filters} />
      <EntityListPage key={`money-${studentId}`} entity={staffEntities.MoneyEntry!} title="资金流水" permanentFilters={filters} />
      <EntityListPage key={`stored-${studentId}`} entity={staffEntities.AccountEntry!} title="储值账户流水" permanentFilters={filters} />
    </Space>
  );
}
