import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { FieldMeta } from '../../shared/entity-types';
import { FenInput } from './money-input';
import { RelationSelect } from './relation-select';
import { UploadInput } from './upload-input';

/** The input for one field, chosen by its widget; dates stay strings in the form store (see form-item-props). */
export function FieldInput({ field, ...control }: { field: FieldMeta; value?: any; onChange?: (value: any) => void }) {
  switch (field.widget) {
    case 'switch':
      return <Switch checked={control.value === true} onChange={control.onChange} />;
    case 'select':
      // An empty value shows the placeholder; clearing a nullable field sends null, so an edit can empty it.
      return (
        <Select
          allowClear
          options={field.enum}
          placeholder={`请选择${field.title}`}
          style={{ minWidth: 120 }}
          value={control.value ?? undefined}
          onChange={(value) => control.onChange?.(value === undefined && field.nullable ? null : value)}
        />
      );
    case 'relation':
      return <RelationSelect field={field} value={control.value} onChange={control.onChange} />;
    case 'number':
      return <InputNumber min={field.minimum} max={field.maximum} style={{ width: '100%' }} {...control} />;
    case 'money':
      return <FenInput max={field.maximum} {...control} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} {...control} />;
    case 'datetime':
      return <DatePicker showTime style={{ width: '100%' }} {...control} />;
    case 'password':
      return <Input.Password maxLength={field.maxLength} autoComplete="new-password" {...control} />;
    case 'image':
    case 'file':
      return <UploadInput field={field} value={control.value} onChange={control.onChange} />;
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={field.maxLength} showCount {...control} />;
    default:
      return <Input maxLength={field.maxLength} {...control} />;
  }
}
