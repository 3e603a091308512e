import { strToU8, zipSync } from 'fflate';
import { demoAccounts } from '../../server/seed/demo-data';
import { staffToken } from './crud-fixtures';
import type { TestApp } from './test-app';

export const oj = {
  problemList: '/java-api/oj/problem/queryList',
  problemDetail: '/java-api/oj/problem/detail',
  problemCreate: '/java-api/oj/problem/create',
  problemEdit: '/java-api/oj/problem/edit',
  problemDelete: '/java-api/oj/problem/delete',
  uploadTests: '/java-api/oj/problem/uploadTests',
  labels: '/java-api/oj/label/options',
  submit: '/java-api/oj/submission/submit',
  submissions: '/java-api/oj/submission/queryList',
  submission: '/java-api/oj/submission/detail',
  run: '/java-api/oj/submission/run',
  runs: '/java-api/oj/submission/runRecords',
  analysis: '/java-api/oj/problem/analysis',
  adminCreate: '/java-api/admin/ojProblem/create',
  adminList: '/java-api/admin/ojProblem/queryList',
} as const;

export const aPlusB = {
  right: '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}',
  wrong: '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a*b);}',
};

export const zipBase64 = (files: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])))).toString('base64');

export async function studentToken(t: TestApp, userName: string = demoAccounts.student.userName, password: string = demoAccounts.student.password): Promise<string> {
  const answer = await t.login('student', userName, password);
  if (!answer.success) throw new Error(`student login ${userName}: ${answer.message}`);
  return answer.content.token;
}

export async function adminToken(t: TestApp): Promise<string> {
  const answer = await t.login('admin', demoAccounts.admin.userName, demoAccounts.admin.password);
  return answer.content.token;
}

export const teacherToken = (t: TestApp) => staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);

/** A problem the demo teacher writes, with the given visibility and a+b test data. */
export async function teacherProblem(t: TestApp, token: string, title: string, visibility: 'school' | 'private') {
  const created = await t.post(oj.problemCreate, { title, statement: '求 $a+b$', visibility, samples: '[{"input":"1 2","output":"3"}]' }, token);
  if (!created.success) throw new Error(`create ${title}: ${created.message}`);
  const uploaded = await t.post(oj.uploadTests, { id: created.content.id, zipBase64: zipBase64({ '1.in': '1 2\n', '1.out': '3\n', '2.in': '2 2\n', '2.ans': '4\n' }) }, token);
  if (!uploaded.success) throw new Error(`upload ${title}: ${uploaded.message}`);
  return created.content.id as number;
}
