import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

/**
 * The walkthrough of docs/entities.md, done for real: in a scratch copy of the repository,
 * write the documented example entity as one YAML file, run the one codegen command and
 * drizzle-kit, then call the new API on a fresh database and render the new screen.
 */
const repo = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'new-entity-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function copyRepository(): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    cpSync(join(repo, file), join(scratch, file));
  }
  symlinkSync(join(repo, 'node_modules'), join(scratch, 'node_modules'));
}

const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: scratch, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } });

it('adds an entity from one schema file and one codegen command', { timeout: 300_000 }, () => {
  copyRepository();
  const example = readFileSync(join(repo, 'docs/entities.md'), 'utf8').split('```yaml\n')[1].split('```')[0];
  expect(example.trim().split('\n').length).toBeLessThanOrEqual(30);
  writeFileSync(join(scratch, 'openapi/entities/trophy.yaml'), example);

  run('npm', ['run', '--silent', 'codegen']);
  run('npx', ['drizzle-kit', 'generate', '--name', 'trophies']);
  expect(readFileSync(join(scratch, 'server/generated/entity-tables.gen.ts'), 'utf8')).toContain("pgTable(\n  'trophies'");
  const migration = execFileSync('sh', ['-c', 'cat server/db/migrations/*_trophies.sql'], { cwd: scratch, encoding: 'utf8' });
  expect(migration).toContain('CREATE TABLE "trophies"');
  expect(existsSync(join(scratch, 'src/api/generated/trophy.ts'))).toBe(true);

  const output = run('npx', ['tsx', 'tests/server/crud-new-entity/new-entity-api.ts']);
  const answers = JSON.parse(output.split('@@')[1]);
  expect(answers.created.content).toMatchObject({ name: '编程大赛金奖', state: 1, campusName: '城北校区' });
  expect(answers.invalid).toMatchObject({ success: false, code: 'InvalidParameter' });
  expect(answers.invalid.message).toContain('名称（name）');
  expect(answers.edited.content.state).toBe(0);
  expect(answers.listed.content.total).toBe(1);
  expect(answers.teacherDelete.code).toBe('AuthFailure');
  expect(answers.deleted.success).toBe(true);
  expect(answers.afterDelete.content.total).toBe(0);

  cpSync(join(scratch, 'src/resources/testing/new-entity-screen.scratch.tsx'), join(scratch, 'src/resources/testing/new-entity-screen.test.tsx'));
  const web = run('npx', ['vitest', 'run', '--project', 'web', 'src/resources/testing/new-entity-screen.test.tsx']);
  expect(web).toMatch(/1 passed/);
});
