import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { aliyunSmsProvider } from './aliyun-sms-provider';
import { logSmsProvider, type SmsProvider } from './sms-provider';

/** SMS_PROVIDER=aliyun with ALIYUN_SMS_* selects the real gateway; anything else (or nothing) the log provider. */
export function selectSmsProvider(db: Db, log: FastifyBaseLogger, env: NodeJS.ProcessEnv = process.env): SmsProvider {
  if (env.SMS_PROVIDER !== 'aliyun') return logSmsProvider(db, log);
  const required = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'];
  const missing = required.filter((k) => !env[k]);
  if (missing.length) throw new Error(`SMS_PROVIDER=aliyun needs ${missing.join(', ')}`);
  return aliyunSmsProvider({
    accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID!,
    accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET!,
    signName: env.ALIYUN_SMS_SIGN_NAME!,
    templateCode: env.ALIYUN_SMS_TEMPLATE_CODE!,
  });
}
