import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18n-provider';

describe('i18nProvider', () => {
  it('translates Refine keys to Simplified Chinese with placeholders filled', () => {
    expect(i18nProvider.translate('buttons.save')).toBe('保存');
    expect(i18nProvider.translate('notifications.createSuccess', { resource: '班级' }, 'Successfully created')).toBe('班级创建成功');
  });

  it('falls back to the default text, then the key', () => {
    expect(i18nProvider.translate('unknown.key', {}, 'Fallback')).toBe('Fallback');
    expect(i18nProvider.translate('unknown.key')).toBe('unknown.key');
  });

  it('speaks zh-CN and sets dayjs to zh-cn', () => {
    expect(i18nProvider.getLocale()).toBe('zh-CN');
    expect(dayjs.locale()).toBe('zh-cn');
  });
});
