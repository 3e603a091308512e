import { saveFile } from './save-file';

export interface WorkbookColumn {
  header: string;
  key: string;
  width?: number;
}

export interface WorkbookSheet {
  name: string;
  columns: WorkbookColumn[];
  rows: Record<string, unknown>[];
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheets as an .xlsx (bold header row); exceljs loads only when someone exports. */
export async function workbookBlob(sheets: readonly WorkbookSheet[]): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const data of sheets) {
    // Excel refuses tab names over 31 characters or with []:*?/\ in them.
    const sheet = workbook.addWorksheet(data.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
    sheet.columns = data.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(10, c.header.length * 2 + 4) }));
    for (const row of data.rows) sheet.addRow(row);
    sheet.getRow(1).font = { bold: true };
  }
  return new Blob([await workbook.xlsx.writeBuffer()], { type: xlsxType });
}

/** Builds the workbook and saves it under fileName (.xlsx added when missing). */
export async function downloadWorkbook(fileName: string, sheets: readonly WorkbookSheet[]): Promise<void> {
  saveFile(await workbookBlob(sheets), fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`);
}
