import { Button, Popconfirm } from 'antd';
import { encodePasswordForTransport } from '../../shared/password-transport';
import type { EntityMeta, OperationMeta } from '../../shared/entity-types';
import { useEntityAddon, type ValueField } from './entity-addons';
import { fieldOf } from './entity-resource';
import { useCanRun } from './use-can-any';
import { useRunOperation } from './use-run-operation';
import { ValueModalButton } from './value-modal-button';

/**
 * One-value dialogs every entity shares by convention: updateState edits the entity's own
 * (server-written) state field; resetPassword asks for the new password of an account.
 * Anything entity-specific comes from the entity's add-on.
 */
const builtInValueFields: Record<string, ValueField> = {
  updateState: { field: (entity) => ({ ...fieldOf(entity, 'state'), readOnly: false }) },
  resetPassword: {
    field: { name: 'password', title: '新密码', type: 'string', widget: 'password', nullable: false, readOnly: false, virtual: true, required: true, minLength: 8, maxLength: 32 },
    encode: (value) => encodePasswordForTransport(String(value)),
  },
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
  const addon = useEntityAddon(entity);
  if (!allowed) return null;
  const target = op.batch || op.kind === 'batchDelete' ? { ids } : { id: ids[0] };
  if (op.kind === 'setField' && op.value === undefined) {
    const field = fieldOf(entity, op.field!);
    return <ValueModalButton label={op.title} field={field} initial={record?.[field.name]} disabled={!ids.length} onSubmit={(value) => run(op, { ...target, [field.name]: value })} />;
  }
  if (op.kind === 'setField' && record && record[op.field!] === op.value) return null;
  const rowFilter = addon.rowFilters?.[op.key];
  if (rowFilter && record && !rowFilter(record)) return null;
  const Custom = op.kind === 'custom' ? addon.buttons?.[op.key] : undefined;
  if (Custom) return <Custom entity={entity} op={op} ids={ids} record={record} run={run} />;
  const custom = addon.valueFields?.[op.key] ?? builtInValueFields[op.key];
  if (op.kind === 'custom' && custom) {
    const field = typeof custom.field === 'function' ? custom.field(entity) : custom.field;
    return <ValueModalButton label={op.title} field={field} initial={record?.[field.name]} onSubmit={(value) => run(op, { ...target, [field.name]: custom.encode ? custom.encode(value) : value })} />;
  }
  return <ConfirmButton op={op} onConfirm={() => run(op, target)} />;
}
