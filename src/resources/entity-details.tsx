import { Descriptions } from 'antd';
import type { EntityMeta } from '../../shared/entity-types';
import { fieldOf } from './entity-resource';
import { FieldValue } from './field-value';

/** Every detail field of a row, labelled with the schema's titles. */
export function EntityDetails({ entity, record }: { entity: EntityMeta; record: Record<string, unknown> }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      items={entity.detailFields.map((name) => {
        const field = fieldOf(entity, name);
        return { key: name, label: field.title, children: <FieldValue field={field} record={record} /> };
      })}
    />
  );
}
