/** What Aliyun captcha 2.0's script offers the page (only the parts the sign-in uses). */
export interface AliyunCaptchaOptions {
  SceneId: string;
  prefix: string;
  mode: 'embed' | 'popup';
  /** Selector of the element the embedded captcha is drawn in. */
  element: string;
  button?: string;
  /** The user passed: the parameter goes, unchanged, with the login to the server's VerifyIntelligentCaptcha. */
  success(captchaVerifyParam: string): void;
  fail?(result: unknown): void;
  getInstance?(instance: AliyunCaptchaInstance): void;
  language?: string;
  slideStyle?: { width: number; height: number };
}

export interface AliyunCaptchaInstance {
  destroyCaptcha?(): void;
}

declare global {
  interface Window {
    initAliyunCaptcha?: (options: AliyunCaptchaOptions) => void;
    AliyunCaptchaConfig?: { region: string; prefix: string };
  }
}

export const aliyunCaptchaScriptUrl = 'https://o.alicdn.com/captcha-frontend/aliyunCaptcha/AliyunCaptcha.js';

let loading: Promise<void> | null = null;

/**
 * Loads Aliyun's captcha script once, and only on pages that need it (the server uses Aliyun
 * and has asked for a captcha): sign-ins without a captcha fetch nothing from Aliyun.
 */
export function loadAliyunCaptcha(prefix: string): Promise<void> {
  // Newer versions of the script read the region and prefix from this global before loading.
  window.AliyunCaptchaConfig = { region: 'cn', prefix };
  if (window.initAliyunCaptcha) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = aliyunCaptchaScriptUrl;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // A later attempt may load it (a network hiccup should not disable the sign-in until reload).
      loading = null;
      script.remove();
      reject(new Error('Aliyun captcha script failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
