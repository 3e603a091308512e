import type { AppCredentials, BindQr, MessageAppProvider, TemplateMessage } from './message-app-provider';

export interface WechatProviderOptions {
  /** https://api.weixin.qq.com by default; tests point it at a local fake server. */
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  expires_in?: number;
  ticket?: string;
  url?: string;
  expire_seconds?: number;
}

/** access_token expired or invalid: fetch a new one and try once more. */
const staleTokenCodes = new Set([40001, 40014, 42001]);

class WechatError extends Error {
  constructor(
    message: string,
    readonly errcode?: number,
  ) {
    super(message);
  }
}

const wechatFailure = (what: string, answer: WechatAnswer) => new WechatError(`${what}失败：微信返回错误 ${answer.errcode ?? '未知'}（${answer.errmsg ?? '无说明'}）`, answer.errcode);

/**
 * The WeChat service account's API: the access_token from /cgi-bin/token, cached per AppID until a
 * minute before it expires (WeChat allows 2,000 fetches a day); template messages through
 * /cgi-bin/message/template/send and temporary parametric QR codes (scene string) through
 * /cgi-bin/qrcode/create. A token WeChat calls expired (40001/42001) is fetched again once.
 */
export function wechatMessageAppProvider(options: WechatProviderOptions = {}): MessageAppProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.weixin.qq.com').replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const tokens = new Map<string, { token: string; expiresAt: number }>();

  const call = async (what: string, path: string, body?: unknown): Promise<WechatAnswer> => {
    let response: Response;
    try {
      const signal = AbortSignal.timeout(10_000);
      response = await doFetch(`${baseUrl}${path}`, body === undefined ? { method: 'GET', signal } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
    } catch (error) {
      throw new WechatError(`${what}失败：无法连接微信服务器（${(error as Error).message}）`);
    }
    if (!response.ok) throw new WechatError(`${what}失败：微信服务器返回 HTTP ${response.status}`);
    try {
      return (await response.json()) as WechatAnswer;
    } catch {
      throw new WechatError(`${what}失败：微信服务器的应答无法解析`);
    }
  };

  const accessToken = async (app: AppCredentials): Promise<string> => {
    const cached = tokens.get(app.appId);
    if (cached && cached.expiresAt > now()) return cached.token;
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: app.appId, secret: app.appSecret });
    const answer = await call('获取access_token', `/cgi-bin/token?${query}`);
    if (!answer.access_token) throw wechatFailure('获取access_token', answer);
    const seconds = Math.max(60, Number(answer.expires_in) || 7200);
    tokens.set(app.appId, { token: answer.access_token, expiresAt: now() + (seconds - 60) * 1000 });
    return answer.access_token;
  };

  /** Calls an API with the cached token; a token WeChat calls stale is dropped and fetched once more. */
  const withToken = async (app: AppCredentials | null, what: string, path: string, body: unknown): Promise<WechatAnswer> => {
    if (!app) throw new WechatError(`${what}失败：学校未保存服务号AppID和AppSecret`);
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken(app);
      const answer = await call(what, `${path}?access_token=${encodeURIComponent(token)}`, body);
      if (!answer.errcode) return answer;
      if (attempt === 0 && staleTokenCodes.has(answer.errcode)) {
        tokens.delete(app.appId);
        continue;
      }
      throw wechatFailure(what, answer);
    }
  };

  return {
    name: 'wechat',
    async sendTemplate(app, message: TemplateMessage) {
      if (!message.templateId) throw new WechatError('发送模板消息失败：未设置该消息的微信模板ID');
      const data = Object.fromEntries([['first', { value: message.title }], ...Object.entries(message.fields).map(([key, value]) => [key, { value }])]);
      await withToken(app, '发送模板消息', '/cgi-bin/message/template/send', { touser: message.openid, template_id: message.templateId, data });
    },
    async bindQr(app, scene, expiresInSeconds): Promise<BindQr> {
      const answer = await withToken(app, '生成绑定二维码', '/cgi-bin/qrcode/create', { expire_seconds: expiresInSeconds, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: scene } } });
      if (!answer.url) throw new WechatError('生成绑定二维码失败：微信未返回二维码地址');
      return { content: answer.url, expiresInSeconds: Number(answer.expire_seconds) || expiresInSeconds };
    },
  };
}
