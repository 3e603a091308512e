import { describe, expect, it } from 'vitest';
import { entities } from '../../shared/generated/entities/index.gen';
import { formItemProps } from './form-item-props';
import { specText } from '../../tests/fixtures/spec-texts';

const patternMessage = (entity: keyof typeof entities, name: string) => {
  const field = entities[entity].fields.find((f) => f.name === name)!;
  return formItemProps(field, 'create').rules?.map((r) => (r as { pattern?: RegExp; message?: string })).find((r) => r.pattern)?.message;
};

describe('entity form rules', () => {
  it('give phone fields the message of section 5, required or optional', () => {
    expect(patternMessage('Clue', 'phone')).toBe(specText.phoneMessages.badFormat);
    expect(patternMessage('Staff', 'phone')).toBe(specText.phoneMessages.badFormat);
  });
});
