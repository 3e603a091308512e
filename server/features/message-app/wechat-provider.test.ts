import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseWechatEvent } from './wechat-event-xml';
import { wechatMessageAppProvider } from './wechat-provider';
import { verifyWechatSignature, wechatSignature } from './wechat-signature';

/** A stand-in for api.weixin.qq.com: tokens numbered from 1, and the answers each test scripts. */
interface Fake {
  calls: Array<{ path: string; body: any }>;
  tokenFetches: number;
  /** Errcodes the next template sends answer, in order (then success). */
  sendErrors: number[];
  tokenError: boolean;
}

describe('the WeChat service-account provider against a local fake WeChat', () => {
  let server: Server;
  let baseUrl = '';
  const fake: Fake = { calls: [], tokenFetches: 0, sendErrors: [], tokenError: false };
  const app = { appId: 'wx1234567890abcdef', appSecret: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6' };
  let clock = 1_000_000;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const url = new URL(req.url!, 'http://fake');
        fake.calls.push({ path: `${url.pathname}?${url.searchParams}`, body: raw ? JSON.parse(raw) : null });
        const answer = (body: unknown) => res.setHeader('content-type', 'application/json').end(JSON.stringify(body));
        if (url.pathname === '/cgi-bin/token') {
          if (fake.tokenError) return answer({ errcode: 40125, errmsg: 'invalid appsecret' });
          fake.tokenFetches++;
          return answer({ access_token: `token-${fake.tokenFetches}`, expires_in: 7200 });
        }
        if (url.pathname === '/cgi-bin/message/template/send') {
          const code = fake.sendErrors.shift();
          return answer(code ? { errcode: code, errmsg: `error ${code}` } : { errcode: 0, errmsg: 'ok', msgid: 1 });
        }
        if (url.pathname === '/cgi-bin/qrcode/create') return answer({ ticket: 'T', expire_seconds: 1800, url: 'http://weixin.qq.com/q/abc' });
        res.statusCode = 404;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => Object.assign(fake, { calls: [], tokenFetches: 0, sendErrors: [], tokenError: false }));

  const provider = () => wechatMessageAppProvider({ baseUrl, now: () => clock });
  const message = { openid: 'o-parent-1', templateId: 'tmpl_SIGN', title: '小明同学已签到', fields: { className: 'Python 启蒙一班' } };

  it('fetches the access_token once, caches it until it expires and sends template messages with it', async () => {
    const p = provider();
    await p.sendTemplate(app, message);
    await p.sendTemplate(app, message);
    expect(fake.tokenFetches).toBe(1);
    const sends = fake.calls.filter((c) => c.path.startsWith('/cgi-bin/message/template/send'));
    expect(sends.map((c) => c.path)).toEqual(['/cgi-bin/message/template/send?access_token=token-1', '/cgi-bin/message/template/send?access_token=token-1']);
    expect(sends[0].body).toEqual({ touser: 'o-parent-1', template_id: 'tmpl_SIGN', data: { first: { value: '小明同学已签到' }, className: { value: 'Python 启蒙一班' } } });
    expect(fake.calls[0].path).toBe(`/cgi-bin/token?grant_type=client_credential&appid=${app.appId}&secret=${app.appSecret}`);
    clock += 7200 * 1000;
    await p.sendTemplate(app, message);
    expect(fake.tokenFetches).toBe(2);
  });

  it('fetches a new token once when WeChat says it expired (40001, 42001), then gives up with the reason in Chinese', async () => {
    const p = provider();
    fake.sendErrors = [42001];
    await p.sendTemplate(app, message);
    expect(fake.tokenFetches).toBe(2);
    fake.sendErrors = [40001, 40001];
    await expect(p.sendTemplate(app, message)).rejects.toThrow('发送模板消息失败：微信返回错误 40001（error 40001）');
    expect(fake.tokenFetches).toBe(3);
    fake.sendErrors = [43004];
    await expect(p.sendTemplate(app, message)).rejects.toThrow('发送模板消息失败：微信返回错误 43004（error 43004）');
    expect(fake.tokenFetches).toBe(3);
  });

  it('says why in Chinese when the credentials, the template id or the server fail', async () => {
    fake.tokenError = true;
    await expect(provider().sendTemplate(app, message)).rejects.toThrow('获取access_token失败：微信返回错误 40125（invalid appsecret）');
    await expect(provider().sendTemplate(null, message)).rejects.toThrow('学校未保存服务号AppID和AppSecret');
    await expect(provider().sendTemplate(app, { ...message, templateId: null })).rejects.toThrow('未设置该消息的微信模板ID');
    await expect(wechatMessageAppProvider({ baseUrl: 'http://127.0.0.1:1' }).sendTemplate(app, message)).rejects.toThrow(/无法连接微信服务器/);
  });

  it('makes temporary string-scene QR codes', async () => {
    const qr = await provider().bindQr(app, 'bind_abc', 1800);
    expect(qr).toEqual({ content: 'http://weixin.qq.com/q/abc', expiresInSeconds: 1800 });
    expect(fake.calls.at(-1)!.body).toEqual({ expire_seconds: 1800, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: 'bind_abc' } } });
  });
});

describe("WeChat's server verification and event pushes", () => {
  it('verifies sha1(sorted token, timestamp, nonce) and nothing else', () => {
    const signature = wechatSignature('tok', '1700000000', 'n1');
    expect(verifyWechatSignature('tok', { signature, timestamp: '1700000000', nonce: 'n1' })).toBe(true);
    expect(verifyWechatSignature('other', { signature, timestamp: '1700000000', nonce: 'n1' })).toBe(false);
    expect(verifyWechatSignature('tok', { signature, timestamp: '1700000001', nonce: 'n1' })).toBe(false);
    expect(verifyWechatSignature(null, { signature, timestamp: '1700000000', nonce: 'n1' })).toBe(false);
    expect(verifyWechatSignature('tok', { signature: [signature], timestamp: '1700000000', nonce: 'n1' })).toBe(false);
  });

  it('reads the few fields of a push and refuses DTDs, entities and repeated fields', () => {
    const push = '<xml><ToUserName><![CDATA[gh_1]]></ToUserName><FromUserName><![CDATA[o-1]]></FromUserName><CreateTime>1</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event><EventKey><![CDATA[qrscene_bind_x]]></EventKey></xml>';
    expect(parseWechatEvent(push)).toEqual({ fromUser: 'o-1', msgType: 'event', event: 'subscribe', eventKey: 'qrscene_bind_x' });
    expect(parseWechatEvent(`<!DOCTYPE xml [<!ENTITY e "x">]>${push}`)).toBeNull();
    expect(parseWechatEvent(push.replace('o-1', '&e;'))).toBeNull();
    expect(parseWechatEvent(push.replace('<CreateTime>1</CreateTime>', '<FromUserName>o-2</FromUserName>'))).toBeNull();
    expect(parseWechatEvent('<xml><MsgType>event</MsgType></xml>')).toBeNull();
  });
});
