import { InputNumber } from 'antd';

/**
 * Money typed in yuan (two decimals), held in fen: the server counts integer fen only, so the
 * conversion happens here, once, and never through floating-point sums.
 */
export function FenInput({ value, onChange, max, ...rest }: { value?: number | null; onChange?: (fen: number | null) => void; max?: number; 'aria-label'?: string; id?: string }) {
  return (
    <InputNumber
      {...rest}
      min={0}
      max={max === undefined ? undefined : max / 100}
      precision={2}
      step={1}
      addonAfter="元"
      style={{ width: 200 }}
      value={value === null || value === undefined ? null : value / 100}
      onChange={(yuan) => onChange?.(yuan === null ? null : Math.round(Number(yuan) * 100))}
    />
  );
}
