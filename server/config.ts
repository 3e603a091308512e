import { resolve } from 'node:path';
import type { DemoScale } from './seed/demo-term/demo-term-context';
import { demoScaleOf } from './seed/demo-term/demo-sizes';

/** Aliyun captcha 2.0 credentials and scene (CAPTCHA_PROVIDER=aliyun). */
export interface AliyunCaptchaConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The verification scene created in the Aliyun captcha 2.0 console. */
  sceneId: string;
  /** The identity prefix (身份标) of the Aliyun captcha 2.0 console, which the page's script needs. */
  prefix: string;
  /** https://captcha.cn-shanghai.aliyuncs.com/ in mainland China, https://captcha.ap-southeast-1.aliyuncs.com/ outside. */
  endpoint: string;
}

/** Everything the server reads from the environment, with the embedded defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder, used when databaseUrl is not set. */
  dataDir: string;
  databaseUrl?: string;
  /** Built web app served with history fallback. */
  webDist: string;
  sessionTtlHours: number;
  logLevel: string;
  seedDemoData: boolean;
  /** DEMO_MODE=off: the home page never offers the demo sign-ins, whatever the back-office switch says. */
  demoModeOff: boolean;
  /** How much of a demo school a fresh database gets (DEMO_SCALE: standard by default, large, or none for the bare base school). */
  demoScale: DemoScale;
  /** Whether this process judges queued OJ submissions (JUDGE_WORKERS=0: only enqueue, another process judges). */
  judgeWorkers: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses or CIDR ranges, comma-separated).
   * None by default: otherwise anyone could name their own address and escape the per-address
   * sign-in limit, IP bans and the login log.
   */
  trustProxy: string[];
  /** The sign-in captcha: built in (default) or Aliyun captcha 2.0 (CAPTCHA_PROVIDER=aliyun). */
  captcha: { provider: 'builtin' } | { provider: 'aliyun'; aliyun: AliyunCaptchaConfig };
  /** Template messages and binding QR codes: logged (default) or through each school's service account (WECHAT_PROVIDER=wechat). */
  wechat: { provider: 'log' | 'wechat'; apiBase: string };
}

function readCaptcha(env: NodeJS.ProcessEnv): ServerConfig['captcha'] {
  if (env.CAPTCHA_PROVIDER !== 'aliyun') return { provider: 'builtin' };
  const aliyun = {
    accessKeyId: env.ALIYUN_CAPTCHA_ACCESS_KEY_ID ?? '',
    accessKeySecret: env.ALIYUN_CAPTCHA_ACCESS_KEY_SECRET ?? '',
    sceneId: env.ALIYUN_CAPTCHA_SCENE_ID ?? '',
    prefix: env.ALIYUN_CAPTCHA_PREFIX ?? '',
    endpoint: env.ALIYUN_CAPTCHA_ENDPOINT || 'https://captcha.cn-shanghai.aliyuncs.com/',
  };
  // A half-configured Aliyun captcha would refuse every sign-in that needs one: say so at start-up.
  const missing = Object.entries(aliyun).filter(([, v]) => !v).map(([k]) => k);
  if (missing.length) throw new Error(`CAPTCHA_PROVIDER=aliyun needs ALIYUN_CAPTCHA_ACCESS_KEY_ID, ALIYUN_CAPTCHA_ACCESS_KEY_SECRET, ALIYUN_CAPTCHA_SCENE_ID and ALIYUN_CAPTCHA_PREFIX (missing: ${missing.join(', ')})`);
  return { provider: 'aliyun', aliyun };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: resolve(env.WEB_DIST ?? 'dist'),
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 7),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    demoModeOff: env.DEMO_MODE === 'off',
    demoScale: demoScaleOf(env.DEMO_SCALE),
    judgeWorkers: env.JUDGE_WORKERS !== '0',
    trustProxy: (env.TRUST_PROXY ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    captcha: readCaptcha(env),
    wechat: { provider: env.WECHAT_PROVIDER === 'wechat' ? 'wechat' : 'log', apiBase: env.WECHAT_API_BASE || 'https://api.weixin.qq.com' },
  };
}
