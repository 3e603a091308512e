import type { FastifyBaseLogger } from 'fastify';
import { logMessageAppProvider, type MessageAppProvider } from './message-app-provider';
import { wechatMessageAppProvider } from './wechat-provider';

/**
 * WECHAT_PROVIDER=wechat sends through each school's own service account (its saved AppID and
 * AppSecret; WECHAT_API_BASE overrides https://api.weixin.qq.com); anything else (or nothing) the
 * log provider, the embedded default.
 */
export function selectMessageAppProvider(log: FastifyBaseLogger, env: NodeJS.ProcessEnv = process.env): MessageAppProvider {
  if (env.WECHAT_PROVIDER !== 'wechat') return logMessageAppProvider(log);
  return wechatMessageAppProvider({ baseUrl: env.WECHAT_API_BASE || undefined });
}
