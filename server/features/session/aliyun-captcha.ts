import { createHmac, randomUUID } from 'node:crypto';
import type { AliyunCaptchaConfig } from '../../config';
import type { CaptchaProvider } from './captcha-provider';

/** Aliyun's RPC percent-encoding: RFC 3986, spaces as %20 and `*` encoded. */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The signed form of an Aliyun RPC call (signature version 1.0, HMAC-SHA1). */
export function signAliyunRpc(params: Record<string, string>, accessKeySecret: string): URLSearchParams {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key])}`)
    .join('&');
  const stringToSign = `POST&${percentEncode('/')}&${percentEncode(canonical)}`;
  const signature = createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
  return new URLSearchParams({ ...params, Signature: signature });
}

/**
 * Aliyun captcha 2.0: the client's widget produces captchaVerifyParam, which the server passes,
 * unchanged, to VerifyIntelligentCaptcha. An unreachable or failing service refuses the
 * sign-in rather than letting unverified guesses through; the throttle still applies.
 */
export function createAliyunCaptcha(config: AliyunCaptchaConfig, fetchImpl: typeof fetch = fetch): CaptchaProvider {
  return {
    // The page loads Aliyun's script with these; the challenge itself comes from Aliyun.
    challenge: async () => ({ provider: 'aliyun', sceneId: config.sceneId, prefix: config.prefix }),

    async verify(param) {
      if (!param) return false;
      const form = signAliyunRpc(
        {
          Action: 'VerifyIntelligentCaptcha',
          Version: '2023-03-05',
          Format: 'JSON',
          AccessKeyId: config.accessKeyId,
          SignatureMethod: 'HMAC-SHA1',
          SignatureVersion: '1.0',
          SignatureNonce: randomUUID(),
          Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
          CaptchaVerifyParam: param,
          SceneId: config.sceneId,
        },
        config.accessKeySecret,
      );
      try {
        const response = await fetchImpl(config.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(5_000),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as { Result?: { VerifyResult?: boolean } };
        return answer.Result?.VerifyResult === true;
      } catch {
        return false;
      }
    },
  };
}
