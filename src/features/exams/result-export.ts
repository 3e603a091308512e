import type { ExamResult } from '../../api/generated/api.schemas';
import { sheetStateLabels } from './exam-labels';

/** The ranking and per-question rates as an .xlsx file; exceljs loads only when a teacher exports. */
export async function exportResult(result: ExamResult): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const ranking = workbook.addWorksheet('成绩排名');
  ranking.columns = [
    { header: '名次', key: 'rank', width: 8 },
    { header: '姓名', key: 'realName', width: 14 },
    { header: '账号', key: 'userName', width: 16 },
    { header: '班级', key: 'className', width: 18 },
    { header: '校区', key: 'campusName', width: 14 },
    { header: '客观题得分', key: 'autoScore', width: 12 },
    { header: '人工评分', key: 'manualScore', width: 12 },
    { header: '总分', key: 'totalScore', width: 10 },
    { header: '状态', key: 'state', width: 10 },
    { header: '交卷时间', key: 'submittedAt', width: 20 },
  ];
  for (const r of result.ranking) {
    ranking.addRow({ ...r, rank: r.rank ?? '', className: r.className ?? '', campusName: r.campusName ?? '', state: sheetStateLabels[r.state]?.text ?? r.state, submittedAt: r.submittedAt ? new Date(r.submittedAt).toLocaleString('zh-CN') : '' });
  }
  const questions = workbook.addWorksheet('每题正确率');
  questions.columns = [
    { header: '题号', key: 'position', width: 8 },
    { header: '题目', key: 'title', width: 30 },
    { header: '分值', key: 'score', width: 8 },
    { header: '作答人数', key: 'answeredCount', width: 10 },
    { header: '满分人数', key: 'correctCount', width: 10 },
    { header: '平均分', key: 'averageScore', width: 10 },
    { header: '正确率', key: 'rate', width: 10 },
  ];
  for (const q of result.questions) questions.addRow({ ...q, rate: `${Math.round(q.correctRate * 100)}%` });
  for (const sheet of [ranking, questions]) sheet.getRow(1).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${result.exam.title}-成绩.xlsx`;
  link.click();
  URL.revokeObjectURL(url);
}
