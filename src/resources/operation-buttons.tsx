import { Button, Popconfirm } from 'antd';
import type { ComponentType } from 'react';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { AssignAdminRolesButton } from '../features/admin-rbac/assign-admin-roles-button';
import { AssignRolesButton } from '../features/role/assign-roles-button';
import { CreatePrincipalButton } from '../features/school-admin/create-principal-button';
import type { CustomActionProps } from './custom-action-props';
import { RoleResourcesButton } from '../features/role/role-resources-button';
import type { EntityMeta, FieldMeta, OperationMeta } from './entity-types';
import { entities } from './entities.gen';
import { fieldOf } from './entity-resource';
import { useCanRun } from './use-can-any';
import { useRunOperation } from './use-run-operation';
import { ValueModalButton } from './value-modal-button';

/**
 * Custom operations whose dialog is one value; an operation needing more registers its own
 * button here (the generic list stays as it is).
 */
const customValueFields: Record<string, { field: FieldMeta | ((entity: EntityMeta) => FieldMeta); encode?: (value: unknown) => unknown }> = {
  // The entity's own (server-written) state field, asked for in the dialog.
  updateState: { field: (entity) => ({ ...fieldOf(entity, 'state'), readOnly: false }) },
  resetPassword: {
    field: { name: 'password', title: '新密码', type: 'string', widget: 'password', nullable: false, readOnly: false, virtual: true, required: true, minLength: 8, maxLength: 32 },
    encode: (value) => encodePasswordForTransport(String(value)),
  },
  copyToBank: { field: { ...fieldOf(entities.Question, 'bankId'), title: '目标题库' } },
};

/**
 * Custom operations that apply to some rows only, by `<Entity>.<operation>`: the server refuses
 * them elsewhere, so the button is not offered there (a decided star-coin order).
 */
const customRowFilters: Record<string, (record: Record<string, unknown>) => boolean> = {
  'PointOrder.approve': (record) => record.state === 0,
  'PointOrder.reject': (record) => record.state === 0,
};

/** Custom operations with a dialog of their own, by operation key. */
const customButtons: Record<string, ComponentType<CustomActionProps>> = {
  saveResources: RoleResourcesButton,
  assignRoles: AssignRolesButton,
  assignAdminRoles: AssignAdminRolesButton,
  createPrincipal: CreatePrincipalButton,
};

function ConfirmButton({ op, onConfirm }: { op: OperationMeta; onConfirm: () => Promise<unknown> }) {
  return (
    <Popconfirm title={`确定${op.title}吗？`} onConfirm={onConfirm} okText="确定" cancelText="取消">
      <Button size="small" type="link" danger={op.danger}>
        {op.title}
      </Button>
    </Popconfirm>
  );
}

/** One operation on one row or on the selected rows; hidden when the user lacks its permission. */
export function OperationButton({ entity, op, ids, record }: { entity: EntityMeta; op: OperationMeta; ids: number[]; record?: Record<string, unknown> }) {
  const allowed = useCanRun(op);
  const run = useRunOperation(entity);
  if (!allowed) return null;
  const target = op.batch || op.kind === 'batchDelete' ? { ids } : { id: ids[0] };
  if (op.kind === 'setField' && op.value === undefined) {
    const field = fieldOf(entity, op.field!);
    return <ValueModalButton label={op.title} field={field} initial={record?.[field.name]} disabled={!ids.length} onSubmit={(value) => run(op, { ...target, [field.name]: value })} />;
  }
  if (op.kind === 'setField' && record && record[op.field!] === op.value) return null;
  const rowFilter = customRowFilters[`${entity.name}.${op.key}`];
  if (rowFilter && record && !rowFilter(record)) return null;
  const Custom = op.kind === 'custom' ? customButtons[op.key] : undefined;
  if (Custom) return <Custom entity={entity} op={op} ids={ids} record={record} run={run} />;
  const custom = customValueFields[op.key];
  if (op.kind === 'custom' && custom) {
    const field = typeof custom.field === 'function' ? custom.field(entity) : custom.field;
    return <ValueModalButton label={op.title} field={field} initial={record?.[field.name]} onSubmit={(value) => run(op, { ...target, [field.name]: custom.encode ? custom.encode(value) : value })} />;
  }
  return <ConfirmButton op={op} onConfirm={() => run(op, target)} />;
}
