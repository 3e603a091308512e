import { describe, expect, it } from 'vitest';
import { readyBanner } from './ready-banner';

describe('ready banner', () => {
  it('says where the app is and lists the README demo accounts', () => {
    const text = readyBanner({ host: '0.0.0.0', port: 8080, demoAccounts: true });
    expect(text).toContain('is ready at http://localhost:8080\n');
    expect(text).toMatch(/Platform administrator +admin \/ Admin@2026 +http:\/\/localhost:8080\/background\/login\n/);
    expect(text).toMatch(/Principal +principal \/ Principal@2026 +http:\/\/localhost:8080\/login \(教职工登录\)\n/);
    expect(text).toMatch(/Teacher +teacher \/ Teacher@2026 +http:\/\/localhost:8080\/login \(教职工登录\)\n/);
    expect(text).toMatch(/Student +student \/ Student2026 +http:\/\/localhost:8080\/login \(学生登录\)\n/);
  });

  it('names the bound host and leaves the accounts out when demo data is off', () => {
    const text = readyBanner({ host: '127.0.0.1', port: 9000, demoAccounts: false });
    expect(text).toContain('is ready at http://127.0.0.1:9000\n');
    expect(text).not.toContain('Demo accounts');
  });
});
