import { Form } from 'antd';
import { encodePasswordForTransport } from '../../shared/password-transport';
import type { EntityMeta, FieldMeta } from '../../shared/entity-types';
import { FieldInput } from './field-input';
import { fieldOf } from './entity-resource';
import { formItemProps } from './form-item-props';

/** Fields a form shows: the schema's form list, minus what the mode cannot write. */
export function formFieldsOf(entity: EntityMeta, mode: 'create' | 'update'): FieldMeta[] {
  return entity.formFields.map((name) => fieldOf(entity, name)).filter((f) => !f.readOnly && (mode === 'create' || !f.virtual));
}

/** Defaults of the schema, and a screen's preset values, as a create form's initial values. */
export function initialValuesOf(entity: EntityMeta, preset: Record<string, unknown> = {}): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of formFieldsOf(entity, 'create')) if (f.default !== undefined) values[f.name] = f.default;
  return { ...values, ...preset };
}

/** What leaves the form: passwords as they travel at sign-in (MD5, base64), empty optional values dropped. */
export function toPayload(entity: EntityMeta, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = entity.fields.find((f) => f.name === name);
    if (!field || value === undefined || (value === '' && !field.required)) continue;
    out[name] = field.widget === 'password' && typeof value === 'string' ? encodePasswordForTransport(value) : value;
  }
  return out;
}

export function EntityFormFields({ entity, mode }: { entity: EntityMeta; mode: 'create' | 'update' }) {
  return (
    <>
      {formFieldsOf(entity, mode).map((field) => (
        <Form.Item key={field.name} {...formItemProps(field, mode)}>
          <FieldInput field={field} />
        </Form.Item>
      ))}
    </>
  );
}
