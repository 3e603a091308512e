import { describe, expect, it } from 'vitest';
import { isPhoneUserAgent } from './phone-user-agent';

const agents = {
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  wechatAndroid: 'Mozilla/5.0 (Linux; Android 13; V2148A) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  androidMobileTablet: 'Mozilla/5.0 (Linux; Android 12; Tablet; MatePad) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('isPhoneUserAgent', () => {
  it.each([
    ['iPhone', true],
    ['androidPhone', true],
    ['wechatAndroid', true],
    ['iPad', false],
    ['androidTablet', false],
    ['androidMobileTablet', false],
    ['desktop', false],
    ['mac', false],
  ] as const)('%s → %s', (name, phone) => {
    expect(isPhoneUserAgent(agents[name])).toBe(phone);
  });

  it('an empty agent is not a phone', () => {
    expect(isPhoneUserAgent('')).toBe(false);
  });
});
