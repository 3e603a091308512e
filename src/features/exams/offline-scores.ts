import { readSheet } from '../../resources/excel-rows';

export interface ImportedScore {
  userName: string;
  score: number | null;
  remark: string | null;
}

/**
 * Scores from a spreadsheet with the columns 账号, 成绩 and (optionally) 备注: the header names the
 * columns, so their order does not matter. Rows whose score is not a number are reported by line.
 */
export async function readScoreSheet(file: File): Promise<{ rows: ImportedScore[]; errors: string[] }> {
  const { header, data } = await readSheet(file);
  const names = header.map((h) => String(h ?? '').trim());
  const col = (name: string) => names.indexOf(name);
  const [user, score, remark] = [col('账号'), col('成绩'), col('备注')];
  if (user < 0 || score < 0) return { rows: [], errors: ['表格第一行需要有“账号”和“成绩”两列'] };
  const rows: ImportedScore[] = [];
  const errors: string[] = [];
  data.forEach((row, i) => {
    const userName = String(row[user] ?? '').trim();
    if (!userName) return;
    const raw = String(row[score] ?? '').trim();
    const value = raw === '' ? null : Number(raw);
    if (value !== null && !Number.isFinite(value)) {
      errors.push(`第 ${i + 2} 行：成绩“${raw}”不是数字`);
      return;
    }
    rows.push({ userName, score: value, remark: remark >= 0 ? String(row[remark] ?? '').trim() || null : null });
  });
  return { rows, errors };
}
