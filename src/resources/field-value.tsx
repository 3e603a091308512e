import { Image, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { FieldMeta } from '../../shared/entity-types';
import { fenToYuan } from '../../shared/finance/money-rules';

/** Plain text of a field's value, for tables, details and Excel export alike. */
export function fieldText(field: FieldMeta, record: Record<string, unknown>): string {
  const value = field.relation ? (record[field.relation.as] ?? record[field.name]) : record[field.name];
  if (value === null || value === undefined || value === '') return '';
  if (field.enum) return field.enum.find((o) => o.value === value)?.label ?? String(value);
  if (field.type === 'boolean') return value ? '是' : '否';
  if (field.type === 'date-time') return dayjs(String(value)).format('YYYY-MM-DD HH:mm');
  if (field.widget === 'money' && typeof value === 'number') return fenToYuan(value);
  return String(value);
}

const enumColors = ['green', 'default', 'blue', 'orange', 'red', 'purple'];

/** A field's value on screen: enums and switches as tags, images as thumbnails, files as links. */
export function FieldValue({ field, record }: { field: FieldMeta; record: Record<string, unknown> }) {
  const value = record[field.name];
  const text = fieldText(field, record);
  if (text === '') return <Typography.Text type="secondary">—</Typography.Text>;
  if (field.enum) {
    const index = field.enum.findIndex((o) => o.value === value);
    return <Tag color={enumColors[index % enumColors.length]}>{text}</Tag>;
  }
  if (field.type === 'boolean') return <Tag color={value ? 'green' : 'default'}>{text}</Tag>;
  if (field.widget === 'image') return <Image src={String(value)} width={48} />;
  if (field.widget === 'file') return <Typography.Link href={String(value)} target="_blank">{String(value).split('/').pop()}</Typography.Link>;
  return <>{text}</>;
}
