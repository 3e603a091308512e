import { createHmac, randomUUID } from 'node:crypto';
import type { SmsProvider } from './sms-provider';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
}

/** RFC 3986 encoding as Aliyun's RPC signature requires. */
const percent = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Aliyun SMS (dysmsapi SendSms, RPC style with HMAC-SHA1 signature). The template takes the code as `code`. */
export function aliyunSmsProvider(config: AliyunSmsConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'aliyun',
    async send(phone, text) {
      const code = /\d{4,8}/.exec(text)?.[0] ?? '';
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify({ code }),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const query = Object.keys(params).sort().map((k) => `${percent(k)}=${percent(params[k])}`).join('&');
      const signature = createHmac('sha1', `${config.accessKeySecret}&`).update(`GET&%2F&${percent(query)}`).digest('base64');
      const res = await fetchImpl(`https://dysmsapi.aliyuncs.com/?Signature=${percent(signature)}&${query}`);
      const body = (await res.json()) as { Code?: string; Message?: string };
      if (body.Code !== 'OK') throw new Error(`Aliyun SMS refused: ${body.Code} ${body.Message}`);
    },
  };
}
