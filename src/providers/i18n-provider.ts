import type { I18nProvider } from '@refinedev/core';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { zhCN } from './i18n/zh-cn';

/** The product speaks Simplified Chinese only; dates (antd pickers, dayjs formatting) follow. */
export const appLocale = 'zh-CN';

dayjs.locale('zh-cn');

/** Fills `{{name}}` placeholders the way Refine's default texts expect. */
function interpolate(text: string, options: unknown): string {
  if (!options || typeof options !== 'object') return text;
  const values = options as Record<string, unknown>;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Refine asks for keys and passes its English text as a fallback; unknown keys fall back
 * to that text (or the key) so nothing renders empty.
 */
export const i18nProvider: I18nProvider = {
  translate(key, options, defaultMessage) {
    const text = zhCN[key] ?? (typeof options === 'string' ? options : defaultMessage) ?? key;
    return interpolate(text, options);
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => appLocale,
};
