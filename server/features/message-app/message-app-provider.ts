import type { FastifyBaseLogger } from 'fastify';

/** The school's service account as the provider needs it (never answered to a browser). */
export interface AppCredentials {
  appId: string;
  appSecret: string;
}

/** One template message to one follower. */
export interface TemplateMessage {
  openid: string;
  /** The school's WeChat template id for the platform template (null under the log provider). */
  templateId: string | null;
  title: string;
  fields: Record<string, string>;
}

/** What a binding QR code shows: its content (a link) and until when it works. */
export interface BindQr {
  content: string;
  expiresInSeconds: number;
}

/**
 * Where the school's template messages and binding QR codes come from. The log provider is the
 * embedded default; the WeChat service account is chosen by WECHAT_PROVIDER=wechat (see
 * select-message-app-provider). A failed send throws an Error whose message is Chinese: the
 * dispatcher stores it as the outbox row's failure reason.
 */
export interface MessageAppProvider {
  readonly name: 'log' | 'wechat';
  sendTemplate(app: AppCredentials | null, message: TemplateMessage): Promise<void>;
  bindQr(app: AppCredentials | null, scene: string, expiresInSeconds: number): Promise<BindQr>;
}

/** The scene string's prefix in binding QR codes, so other QR codes of the account are ignored. */
export const bindScenePrefix = 'bind_';

/**
 * Writes each message to the server log; the outbox row itself is the record staff see. Its QR codes
 * carry the bind token as a plain link: without WeChat nobody can scan them into a binding, which
 * only WeChat's signed callback creates.
 */
export function logMessageAppProvider(log: FastifyBaseLogger): MessageAppProvider {
  return {
    name: 'log',
    async sendTemplate(_app, message) {
      log.info({ wechatTemplate: { openid: message.openid, title: message.title, fields: message.fields } }, 'WeChat template message (log provider)');
    },
    async bindQr(_app, scene, expiresInSeconds) {
      return { content: `wechat-bind:${scene}`, expiresInSeconds };
    },
  };
}
