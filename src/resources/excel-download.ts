/** A worksheet to write: its tab name, its columns (heading, row key, width in characters) and its rows. */
export interface SheetData {
  name: string;
  columns: { header: string; key: string; width?: number }[];
  rows: Record<string, unknown>[];
}

/**
 * Writes the sheets into one .xlsx file (headings in bold) and hands it to the browser as a download.
 * exceljs loads only when someone exports.
 */
export async function downloadSheets(fileName: string, sheets: readonly SheetData[]): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const data of sheets) {
    // Excel refuses tab names over 31 characters or with []:*?/\ in them.
    const sheet = workbook.addWorksheet(data.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
    sheet.columns = data.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(10, c.header.length * 2 + 4) }));
    for (const row of data.rows) sheet.addRow(row);
    sheet.getRow(1).font = { bold: true };
  }
  const buffer = await workbook.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  link.click();
  URL.revokeObjectURL(url);
}
