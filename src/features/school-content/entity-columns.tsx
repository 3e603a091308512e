import type { ColumnsType } from 'antd/es/table';
import { fieldOf } from '../../resources/entity-resource';
import type { EntityMeta } from '../../../shared/entity-types';
import { FieldValue } from '../../resources/field-value';

/**
 * Table columns for read-only rows that carry an entity's field names (the school's view of
 * platform content): the same titles, enum tags, thumbnails and links as the back office.
 */
export function entityColumns<T extends object>(entity: EntityMeta, names: string[]): ColumnsType<T> {
  return names.map((name) => {
    const field = fieldOf(entity, name);
    return { key: name, title: field.title, render: (_: unknown, row: T) => <FieldValue field={field} record={row as Record<string, unknown>} /> };
  });
}
