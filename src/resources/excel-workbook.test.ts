import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { workbookBlob } from './excel-workbook';

describe('workbookBlob', () => {
  it('writes each sheet with its header row and rows in column order', async () => {
    const blob = await workbookBlob([
      { name: '成绩排名', columns: [{ header: '姓名', key: 'name' }, { header: '总分', key: 'total' }], rows: [{ total: 95, name: '张小明' }, { name: '刘小红', total: 88 }] },
      { name: '空表', columns: [{ header: '题号', key: 'position' }], rows: [] },
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(['成绩排名', '空表']);
    const sheet = book.getWorksheet('成绩排名')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '姓名', '总分']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, '张小明', 95]);
    expect(sheet.getRow(3).values).toEqual([undefined, '刘小红', 88]);
    expect(book.getWorksheet('空表')!.rowCount).toBe(1);
  });
});
