import { demoAccounts } from './seed/demo-data';

/**
 * The short human note a server prints once it answers: where the app is and how to sign in.
 * Structured logs stay as they are; this goes to stderr so log collectors reading stdout see only JSON.
 */
export function readyBanner(options: { host: string; port: number; demoAccounts: boolean }): string {
  const host = ['0.0.0.0', '::', ''].includes(options.host) ? 'localhost' : options.host;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${options.port}`;
  const lines = ['', `编程学校平台 is ready at ${base}`];
  if (options.demoAccounts) {
    const rows: [string, string, { userName: string; password: string }][] = [
      ['Platform administrator', `${base}/background/login`, demoAccounts.admin],
      ['Principal', `${base}/login (教职工登录)`, demoAccounts.principal],
      ['Teacher', `${base}/login (教职工登录)`, demoAccounts.teacher],
      ['Student', `${base}/login (学生登录)`, demoAccounts.student],
    ];
    lines.push('Demo accounts (created on the first start of an empty database):');
    for (const [who, where, account] of rows) lines.push(`  ${who.padEnd(23)} ${`${account.userName} / ${account.password}`.padEnd(28)} ${where}`);
  }
  return `${lines.join('\n')}\n\n`;
}
