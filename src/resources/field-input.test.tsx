import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { schoolEntity } from '../../shared/generated/entities/school.gen';
import { fieldOf } from './entity-resource';
import { FieldInput } from './field-input';

const province = fieldOf(schoolEntity, 'province');

describe('FieldInput select', () => {
  it('offers the enum values only, not the null that makes the field nullable', () => {
    expect(province.enum?.some((o) => o.value === null)).toBe(false);
    expect(province.enum?.map((o) => o.label)).toContain('北京');
  });

  it('shows the placeholder for an empty value and sends null when a nullable field is cleared', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<FieldInput field={province} value={null} onChange={onChange} />);
    expect(screen.getByText('请选择所在省份')).toBeTruthy();
    expect(container.textContent).not.toContain('null');

    rerender(<FieldInput field={province} value="北京" onChange={onChange} />);
    expect(screen.getByText('北京')).toBeTruthy();
    fireEvent.mouseDown(container.querySelector('.ant-select-clear')!);
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
