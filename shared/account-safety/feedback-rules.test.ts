import { describe, expect, it } from 'vitest';
import { feedbackContentError, feedbackImageError, feedbackLimits, feedbackMessages, takeImagesWithinLimit } from './feedback-rules';

describe('feedback rules', () => {
  it('requires a description after trimming, at most 15000 characters', () => {
    expect(feedbackContentError('  \n ')).toBe(feedbackMessages.contentRequired);
    expect(feedbackContentError(` ${'x'.repeat(15000)} `)).toBeNull();
    expect(feedbackContentError('x'.repeat(15001))).toBe(feedbackMessages.contentTooLong);
    expect(feedbackLimits.maxContentLength).toBe(15000);
  });

  it('accepts jpeg, jpg and png up to 3145728 bytes, with the exact messages', () => {
    expect(feedbackImageError({ name: 'a.JPG', size: 3145728 })).toBeNull();
    expect(feedbackImageError({ name: 'a.jpeg', size: 1 })).toBeNull();
    expect(feedbackImageError({ name: 'a.png', size: 3145729 })).toBe('图片大小不能超过3M');
    expect(feedbackImageError({ name: 'a.gif', size: 1 })).toBe('只支持JPG和PNG格式的图片');
    expect(feedbackImageError({ name: 'png', size: 1 })).toBe('只支持JPG和PNG格式的图片');
  });

  it('keeps at most 3 images and drops the rest', () => {
    expect(takeImagesWithinLimit(1, ['a', 'b', 'c', 'd'])).toEqual({ kept: ['a', 'b'], dropped: ['c', 'd'] });
    expect(takeImagesWithinLimit(3, ['a'])).toEqual({ kept: [], dropped: ['a'] });
    expect(feedbackMessages.imageCount).toBe('最多只能上传3张图片');
    expect([feedbackMessages.submitted, feedbackMessages.submitFailed]).toEqual(['提交成功', '提交失败，请重试']);
  });
});
