import { Show } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { Empty, Space } from 'antd';
import type { EntityMeta } from '../../shared/entity-types';
import { DetailExtras } from './detail-extras-slot';
import { EntityDetails } from './entity-details';
import { providerMeta, resourceOf } from './entity-resource';
import { OperationButton } from './operation-buttons';
import { useRecordId } from './use-record-id';

/** Detail screen of one row (学员详情, 员工详情, 班级详情) with the row's operations. */
export function EntityShowPage({ entity, title }: { entity: EntityMeta; title: string }) {
  const id = useRecordId();
  const { query } = useShow<Record<string, unknown>>({ resource: resourceOf(entity), meta: providerMeta(entity), id, queryOptions: { enabled: id !== undefined } });
  if (id === undefined) return <Empty description={`请从${entity.title}列表选择要查看的记录`} />;
  const record = query.data?.data;
  const ops = Object.values(entity.operations).filter((op) => !op.hidden && ((op.kind === 'setField' && !op.batch) || op.kind === 'custom'));
  return (
    <Show title={title} breadcrumb={false} isLoading={query.isLoading} canDelete={false} canEdit={false} headerButtons={() => null}>
      {record && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <EntityDetails entity={entity} record={record} />
          <Space wrap>{ops.map((op) => <OperationButton key={op.key} entity={entity} op={op} ids={[id]} record={record} />)}</Space>
          <DetailExtras entity={entity} record={record} />
        </Space>
      )}
    </Show>
  );
}
