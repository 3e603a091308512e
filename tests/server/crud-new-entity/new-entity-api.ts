/**
 * Run inside the scratch copy by crud-new-entity.test.ts (after its codegen): starts the
 * server on PGlite and drives the new entity's calls, printing the answers as JSON.
 */
import { startTestApp } from '../test-app';
import { demoAccounts } from '../../../server/seed/demo-data';

const t = await startTestApp('pglite');
const token = (await t.login('staff', demoAccounts.principal.userName, demoAccounts.principal.password)).content.token;
const teacher = (await t.login('staff', demoAccounts.teacher.userName, demoAccounts.teacher.password)).content.token;
const base = '/java-api/school/trophy';
const created = await t.post(`${base}/create`, { name: '编程大赛金奖', campusId: 1 }, token);
const answers = {
  created,
  invalid: await t.post(`${base}/create`, { name: '' }, token),
  edited: await t.post(`${base}/edit`, { id: created.content?.id, state: 0 }, token),
  listed: await t.post(`${base}/queryList`, { keyword: '金奖', state: 0 }, token),
  teacherDelete: await t.post(`${base}/delete`, { id: created.content?.id }, teacher),
  deleted: await t.post(`${base}/delete`, { id: created.content?.id }, token),
  afterDelete: await t.post(`${base}/queryList`, {}, token),
};
await t.close();
process.stdout.write(`\n@@${JSON.stringify(answers)}@@\n`);
