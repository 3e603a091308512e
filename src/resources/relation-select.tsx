import { useSelect } from '@refinedev/antd';
import { Select } from 'antd';
import type { FieldMeta } from '../../shared/entity-types';
import { relationProvider } from './entity-resource';

type Props =
  | { field: FieldMeta; multiple?: false; value?: number | null; onChange?: (value: number | null) => void }
  | { field: FieldMeta; multiple: true; value?: number[]; onChange?: (value: number[]) => void };

/**
 * Picks a row (or, with `multiple`, several rows) of the related entity by searching its list
 * call with the keyword, so it works for thousands of rows; current values' labels come from detail,
 * so a value the narrowed list leaves out (a withdrawn package a school keeps) still shows its name.
 */
export function RelationSelect(props: Props) {
  const { field } = props;
  const relation = field.relation!;
  const { selectProps } = useSelect<Record<string, unknown>>({
    ...relationProvider(relation),
    optionLabel: relation.labelField as never,
    optionValue: 'id' as never,
    defaultValue: props.value ?? undefined,
    pagination: { pageSize: 20, mode: 'server' },
    debounce: 300,
    onSearch: (keyword) => (keyword ? [{ field: 'keyword', operator: 'contains', value: keyword }] : []),
  });
  const onChange = (next: unknown) => {
    if (props.multiple) props.onChange?.((next as number[] | undefined) ?? []);
    else props.onChange?.((next as number | undefined) ?? null);
  };
  return (
    <Select
      {...selectProps}
      mode={props.multiple ? 'multiple' : undefined}
      value={(props.value ?? undefined) as never}
      onChange={onChange}
      allowClear
      placeholder={`请选择${field.title}`}
      style={{ minWidth: 160 }}
    />
  );
}
