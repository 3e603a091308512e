import type { FormItemProps, FormRule } from 'antd';
import dayjs from 'dayjs';
import { isPhonePattern, phoneMessages } from '../../shared/account-safety/phone-rules';
import type { FieldMeta } from '../../shared/entity-types';

/**
 * antd Form.Item settings for a field: the schema's limits as rules with Chinese messages
 * (the server checks them again), and date pickers fed from and writing back plain strings
 * so the values sent are exactly what the contract expects.
 */
export function formItemProps(field: FieldMeta, mode: 'create' | 'update' | 'filter'): FormItemProps {
  const rules: FormRule[] = [];
  if (mode === 'create' && field.required) rules.push({ required: true, message: `请输入${field.title}` });
  if (mode !== 'filter') {
    if (field.minLength) rules.push({ min: field.minLength, message: `${field.title}长度不能少于${field.minLength}个字符` });
    if (field.maxLength) rules.push({ max: field.maxLength, message: `${field.title}长度不能超过${field.maxLength}个字符` });
    if (field.pattern) rules.push({ pattern: new RegExp(field.pattern), message: isPhonePattern(field.pattern) ? phoneMessages.badFormat : `${field.title}格式不正确` });
  }
  const props: FormItemProps = { name: field.name, label: field.title, rules };
  if (field.type === 'date' || field.type === 'date-time') {
    const format = field.type === 'date' ? 'YYYY-MM-DD' : undefined;
    props.getValueProps = (value: string | null | undefined) => ({ value: value ? dayjs(value) : undefined });
    props.normalize = (value: dayjs.Dayjs | null) => (value ? (format ? value.format(format) : value.toISOString()) : null);
  }
  if (field.widget === 'switch') props.valuePropName = 'value';
  return props;
}
