import type { ExamResult } from '../../api/generated/api.schemas';
import { downloadSheets } from '../../resources/excel-download';
import { sheetStateLabels } from './exam-labels';

/** The ranking and per-question rates as an .xlsx file; written when a teacher exports. */
export async function exportResult(result: ExamResult): Promise<void> {
  const rankingColumns = [
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
  const ranking = result.ranking.map((r) => ({ ...r, rank: r.rank ?? '', className: r.className ?? '', campusName: r.campusName ?? '', state: sheetStateLabels[r.state]?.text ?? r.state, submittedAt: r.submittedAt ? new Date(r.submittedAt).toLocaleString('zh-CN') : '' }));
  const questionColumns = [
    { header: '题号', key: 'position', width: 8 },
    { header: '题目', key: 'title', width: 30 },
    { header: '分值', key: 'score', width: 8 },
    { header: '作答人数', key: 'answeredCount', width: 10 },
    { header: '满分人数', key: 'correctCount', width: 10 },
    { header: '平均分', key: 'averageScore', width: 10 },
    { header: '正确率', key: 'rate', width: 10 },
  ];
  await downloadSheets(`${result.exam.title}-成绩.xlsx`, [
    { name: '成绩排名', columns: rankingColumns, rows: ranking },
    { name: '每题正确率', columns: questionColumns, rows: result.questions.map((q) => ({ ...q, rate: `${Math.round(q.correctRate * 100)}%` })) },
  ]);
}
