import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import { logMessageAppProvider, type MessageAppProvider } from './message-app-provider';
import { wechatMessageAppProvider } from './wechat-provider';

/**
 * WECHAT_PROVIDER=wechat sends through each school's own service account (its saved AppID and
 * AppSecret; WECHAT_API_BASE overrides https://api.weixin.qq.com); anything else (or nothing) the
 * log provider, the embedded default.
 */
export function selectMessageAppProvider(log: FastifyBaseLogger, config: Pick<ServerConfig, 'wechat'>): MessageAppProvider {
  if (config.wechat.provider !== 'wechat') return logMessageAppProvider(log);
  return wechatMessageAppProvider({ baseUrl: config.wechat.apiBase });
}
