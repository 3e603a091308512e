import type { CrudFilter } from '@refinedev/core';
import { Button, DatePicker, Form, Input, Space, type FormProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { EntityMeta, FieldMeta } from '../../shared/entity-types';
import { fieldOf } from './entity-resource';
import { FieldInput } from './field-input';

/**
 * A field as a filter control: booleans as a 是/否 select (a switch cannot say "any"), and a
 * relation over the whole related list, since rows may hold values a form no longer offers
 * (schools on a withdrawn package).
 */
function asFilterField(field: FieldMeta): FieldMeta {
  if (field.type === 'boolean') return { ...field, widget: 'select', enum: [{ value: true as never, label: '是' }, { value: false as never, label: '否' }] };
  if (field.relation?.list) return { ...field, relation: { ...field.relation, list: undefined } };
  return field;
}

/** The search bar of a list: keyword over the schema's search fields, and one control per filter. */
export function EntityFilters({ entity, formProps }: { entity: EntityMeta; formProps: FormProps }) {
  return (
    <Form {...formProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
      {entity.search.length > 0 && (
        <Form.Item name="keyword">
          <Input.Search allowClear placeholder={`搜索${entity.search.map((f) => fieldOf(entity, f).title).join('/')}`} onSearch={() => formProps.form?.submit()} style={{ width: 260 }} />
        </Form.Item>
      )}
      {entity.filters.map(({ field: name, range }) => {
        const field = fieldOf(entity, name);
        return (
          <Form.Item key={name} name={name} label={field.title}>
            {range ? <DatePicker.RangePicker showTime={field.type === 'date-time'} /> : <FieldInput field={asFilterField(field)} />}
          </Form.Item>
        );
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">查询</Button>
          <Button onClick={() => { formProps.form?.resetFields(); formProps.form?.submit(); }}>重置</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** Search form values to the provider's filters: eq per field, contains for the keyword, From/To for ranges. */
export function filtersFromSearch(entity: EntityMeta, values: Record<string, unknown>): CrudFilter[] {
  const filters: CrudFilter[] = [{ field: 'keyword', operator: 'contains', value: values.keyword || undefined }];
  for (const { field: name, range } of entity.filters) {
    const value = values[name];
    if (!range) {
      filters.push({ field: name, operator: 'eq', value: value ?? undefined });
      continue;
    }
    const [from, to] = (value as [Dayjs, Dayjs] | undefined) ?? [];
    const asText = (d?: Dayjs) => (d ? (fieldOf(entity, name).type === 'date' ? d.format('YYYY-MM-DD') : d.toISOString()) : undefined);
    filters.push({ field: `${name}From`, operator: 'eq', value: asText(from) }, { field: `${name}To`, operator: 'eq', value: asText(to) });
  }
  return filters;
}

/** A filter value as its field holds it: the address carries text ('1', 'true'), the form and the contract numbers and booleans. */
function typedValue(field: FieldMeta | undefined, value: unknown): unknown {
  if (typeof value !== 'string' || !field) return value;
  if ((field.type === 'integer' || field.type === 'number') && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (field.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** The field a filter narrows: the field itself, or the range field behind `<field>From` / `<field>To`. */
function filteredField(entity: EntityMeta, name: string): FieldMeta | undefined {
  const range = entity.filters.find((f) => f.range && (name === `${f.field}From` || name === `${f.field}To`));
  return entity.fields.find((f) => f.name === (range ? range.field : name));
}

/** Filters read back from the address, with each value in its field's type (ranges stay text, as sent). */
export function typedFilters(entity: EntityMeta, filters: CrudFilter[]): CrudFilter[] {
  return filters.map((filter) => {
    if (!('field' in filter)) return filter;
    const field = filteredField(entity, filter.field);
    if (!field || field.type.startsWith('date')) return filter;
    const value = typedValue(field, filter.value);
    return value === filter.value ? filter : { ...filter, value };
  });
}

/** The search form's values for the filters a list holds: the inverse of filtersFromSearch, so a restored list shows what it is filtered by. */
export function searchValuesOf(entity: EntityMeta, filters: CrudFilter[]): Record<string, unknown> {
  const valueOf = (name: string) => filters.find((f) => 'field' in f && f.field === name)?.value as unknown;
  const values: Record<string, unknown> = { keyword: valueOf('keyword') };
  for (const { field: name, range } of entity.filters) {
    const field = fieldOf(entity, name);
    if (!range) {
      const value = valueOf(name);
      // A single date is picked as a date and sent as its ISO text.
      values[name] = field.type.startsWith('date') && typeof value === 'string' && value ? dayjs(value) : typedValue(field, value);
      continue;
    }
    const [from, to] = [valueOf(`${name}From`), valueOf(`${name}To`)].map((v) => (typeof v === 'string' && v ? dayjs(v) : undefined));
    values[name] = from || to ? [from, to] : undefined;
  }
  return values;
}
