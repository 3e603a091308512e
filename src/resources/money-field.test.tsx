import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { goodsEntity } from '../../shared/generated/entities/goods.gen';
import { payAccountEntity } from '../../shared/generated/entities/pay-account.gen';
import { fieldOf } from './entity-resource';
import { parseSheetRows } from './excel-rows';
import { FieldInput } from './field-input';
import { fieldText } from './field-value';

describe('money fields (x-widget: money)', () => {
  it('show integer fen as yuan in lists, details and the Excel export', () => {
    const balance = fieldOf(payAccountEntity, 'balance');
    expect(balance.title).toBe('余额（元）');
    expect(fieldText(balance, { balance: 123456 })).toBe('1234.56');
    expect(fieldText(balance, { balance: -5 })).toBe('-0.05');
  });

  it('are typed in yuan and sent as fen', () => {
    const onChange = vi.fn();
    const { container } = render(<FieldInput field={fieldOf(goodsEntity, 'price')} value={1250} onChange={onChange} />);
    const input = container.querySelector('input')!;
    expect(input.value).toBe('12.50');
    fireEvent.change(input, { target: { value: '3.3' } });
    expect(onChange).toHaveBeenLastCalledWith(330);
  });

  it('import a spreadsheet price in yuan as fen', () => {
    const [row] = parseSheetRows(goodsEntity, ['商品名称', '单价（元）', '库存'], [['画笔', '19.9', 5]]);
    expect(row.values.price).toBe(1990);
  });
});
