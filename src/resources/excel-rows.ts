import type { EntityMeta, FieldMeta } from '../../shared/entity-types';
import { formFieldsOf, toPayload } from './entity-form-fields';

/**
 * Spreadsheet rows to create bodies: columns are matched by the field's Chinese title or
 * its name; enum labels, 是/否 and dates are turned into contract values; each row is
 * checked against the schema's rules so the user sees every bad row before anything is sent.
 */
export interface ParsedRow {
  /** 1-based data row number (the header is row 0). */
  row: number;
  values: Record<string, unknown>;
  errors: string[];
}

function cellValue(field: FieldMeta, raw: unknown): unknown {
  if (raw === null || raw === undefined || raw === '') return undefined;
  const value = typeof raw === 'object' && raw !== null && 'text' in raw ? (raw as { text: unknown }).text : raw;
  if (field.enum) return field.enum.find((o) => o.label === String(value) || String(o.value) === String(value))?.value ?? value;
  if (field.type === 'boolean') return ['是', 'true', '1', 'TRUE', '启用'].includes(String(value)) ? true : ['否', 'false', '0', 'FALSE', '停用'].includes(String(value)) ? false : value;
  // Money columns are typed in yuan, like the screens show them; the contract counts fen.
  if (field.widget === 'money') return Number.isNaN(Number(value)) ? value : Math.round(Number(value) * 100);
  if (field.type === 'integer' || field.type === 'number') return Number.isNaN(Number(value)) ? value : Number(value);
  if (field.type === 'date' && value instanceof Date) return value.toISOString().slice(0, 10);
  if (field.type === 'date-time' && value instanceof Date) return value.toISOString();
  return String(value).trim();
}

function check(field: FieldMeta, value: unknown): string | undefined {
  if (value === undefined) return field.required ? `${field.title}不能为空` : undefined;
  if ((field.type === 'integer' || field.type === 'number') && typeof value !== 'number') return `${field.title}应为数字`;
  if (field.type === 'integer' && !Number.isInteger(value)) return `${field.title}应为整数`;
  if (field.type === 'boolean' && typeof value !== 'boolean') return `${field.title}应为是或否`;
  if (field.enum && !field.enum.some((o) => o.value === value)) return `${field.title}的取值不在允许范围内`;
  if (typeof value === 'string') {
    if (field.minLength && value.length < field.minLength) return `${field.title}长度不能少于${field.minLength}个字符`;
    if (field.maxLength && value.length > field.maxLength) return `${field.title}长度不能超过${field.maxLength}个字符`;
    if (field.pattern && !new RegExp(field.pattern).test(value)) return `${field.title}格式不正确`;
    if (field.type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${field.title}格式应为YYYY-MM-DD`;
  }
  if (typeof value === 'number' && ((field.minimum !== undefined && value < field.minimum) || (field.maximum !== undefined && value > field.maximum))) return `${field.title}超出范围`;
  return undefined;
}

export function parseSheetRows(entity: EntityMeta, header: unknown[], data: unknown[][]): ParsedRow[] {
  const fields = formFieldsOf(entity, 'create');
  const columns = header.map((h) => fields.find((f) => f.title === String(h ?? '').trim() || f.name === String(h ?? '').trim()));
  return data
    .filter((cells) => cells.some((c) => c !== null && c !== undefined && c !== ''))
    .map((cells, index) => {
      const values: Record<string, unknown> = {};
      columns.forEach((field, i) => {
        if (field) values[field.name] = cellValue(field, cells[i]);
      });
      const errors = fields.map((f) => check(f, values[f.name])).filter((e): e is string => Boolean(e));
      return { row: index + 1, values: toPayload(entity, values), errors };
    });
}

/** Reads the first sheet of an .xlsx or .csv file into a header and data rows. */
export async function readSheet(file: File): Promise<{ header: unknown[]; data: unknown[][] }> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  if (file.name.toLowerCase().endsWith('.csv')) {
    const text = await file.text();
    const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
    const split = (line: string) => line.split(',').map((c) => c.replace(/^"|"$/g, '').trim());
    return { header: split(lines[0] ?? ''), data: lines.slice(1).map(split) };
  }
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { header: rows[0] ?? [], data: rows.slice(1) };
}
