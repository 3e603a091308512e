import type { ReactNode } from 'react';

export interface Column<T> {
  title: string;
  render(row: T, index: number): ReactNode;
}

/**
 * A plain results table: the typing area shows a few rows read-only, which does not need the
 * weight of antd's Table (the area must stay light to load on school computers).
 */
export function SimpleTable<T>({ rows, columns, rowKey, empty }: { rows: T[]; columns: Column<T>[]; rowKey(row: T, index: number): string | number; empty: string }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 15 }}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.title} style={{ textAlign: 'left', padding: '8px 10px', background: '#f1f5fb', borderBottom: '1px solid #e3e9f3' }}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} style={{ textAlign: 'center', color: '#8aa0c8', padding: 16 }}>
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <td key={c.title} style={{ padding: '8px 10px', borderBottom: '1px solid #f1f3f5' }}>
                  {c.render(row, i)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** A small rounded label (letters, stages). */
export function Chip({ children, color = '#f1f3f5', ink = '#243b6b' }: { children: ReactNode; color?: string; ink?: string }) {
  return <span style={{ display: 'inline-block', margin: '0 6px 6px 0', padding: '2px 10px', borderRadius: 10, background: color, color: ink, fontSize: 15 }}>{children}</span>;
}
