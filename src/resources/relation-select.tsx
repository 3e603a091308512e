import { useSelect } from '@refinedev/antd';
import { Select } from 'antd';
import { entities, type EntityName } from './entities.gen';
import type { FieldMeta } from './entity-types';
import { providerMeta, resourceOf } from './entity-resource';

/**
 * Picks a row of the related entity by searching its list call with the keyword, so it
 * works for a school with thousands of rows; the current value's label comes from detail.
 */
export function RelationSelect({ field, value, onChange }: { field: FieldMeta; value?: number | null; onChange?: (value: number | null) => void }) {
  const target = entities[field.relation!.entity as EntityName];
  const { selectProps } = useSelect<Record<string, unknown>>({
    resource: resourceOf(target),
    meta: providerMeta(target),
    optionLabel: target.label as never,
    optionValue: 'id' as never,
    defaultValue: value ?? undefined,
    pagination: { pageSize: 20, mode: 'server' },
    debounce: 300,
    onSearch: (keyword) => (keyword ? [{ field: 'keyword', operator: 'contains', value: keyword }] : []),
  });
  return (
    <Select
      {...selectProps}
      value={(value ?? undefined) as never}
      onChange={(next) => onChange?.((next as unknown as number | undefined) ?? null)}
      allowClear
      placeholder={`请选择${field.title}`}
      style={{ minWidth: 160 }}
    />
  );
}
