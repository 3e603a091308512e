import { describe, expect, it } from 'vitest';
import { checkUploadKey, defaultUploadFolder, isSafeObjectKey, lengthInKb, randomUploadPrefix, uploadMessages, uploadObjectKey, uploadTypeOf } from './upload-rules';
import { specText } from '../../tests/fixtures/spec-texts';

describe('upload rules', () => {
  it('builds video-transcoding/{folder}/{random}-{filename} with folder public/{date}', () => {
    expect(defaultUploadFolder(new Date(2026, 0, 5))).toBe('public/2026-01-05');
    expect(uploadObjectKey('a.png', 'feedback', () => 0)).toBe('video-transcoding/feedback/1-a.png');
    expect(uploadObjectKey('a.png', undefined, () => 0.99999999)).toMatch(/^video-transcoding\/public\/\d{4}-\d{2}-\d{2}\/100000-a\.png$/);
  });

  it('draws the random prefix from 1 to 100000', () => {
    expect(randomUploadPrefix(() => 0)).toBe(1);
    expect(randomUploadPrefix(() => 0.9999999999)).toBe(100000);
    for (let i = 0; i < 1000; i++) {
      const n = randomUploadPrefix();
      expect(n >= 1 && n <= 100000 && Number.isInteger(n)).toBe(true);
    }
  });

  it('reports length in KB rounded up', () => {
    expect([lengthInKb(0), lengthInKb(1), lengthInKb(1024), lengthInKb(1025)]).toEqual([0, 1, 1, 2]);
  });

  it('accepts safe keys and known types only', () => {
    expect(isSafeObjectKey('video-transcoding/public/x/1-a.png')).toBe(true);
    for (const k of ['video-transcoding/../a.png', 'video-transcoding//a.png', 'other/a.png', 'video-transcoding/a\\b.png']) expect(isSafeObjectKey(k), k).toBe(false);
    expect(uploadTypeOf('a.PNG')?.contentType).toBe('image/png');
    expect(uploadTypeOf('a.html')).toBeUndefined();
    expect(uploadTypeOf('a.svg')).toBeUndefined();
  });

  it('narrows the feedback folder to jpeg, jpg and png of at most 3145728 bytes', () => {
    expect(checkUploadKey('video-transcoding/feedback/1-a.JPG')).toEqual({ ok: true, contentType: 'image/jpeg', maxBytes: 3145728, tooLarge: specText.feedbackMessages.imageSize });
    expect(checkUploadKey('video-transcoding/feedback/1-a.gif')).toEqual({ ok: false, message: specText.feedbackMessages.imageType });
    expect(checkUploadKey('video-transcoding/public/x/1-a.gif')).toMatchObject({ ok: true, contentType: 'image/gif', tooLarge: uploadMessages.tooLarge });
    expect(checkUploadKey('video-transcoding/public/x/1-a.exe')).toEqual({ ok: false, message: uploadMessages.typeRefused });
  });

  it('has the upload messages of section 8', () => {
    expect(uploadMessages.failed('a.png')).toBe('a.png 上传失败，请重试');
    expect([uploadMessages.noFile, uploadMessages.tokenFailed, uploadMessages.failedTitle]).toEqual(['请添加文件', '获取上传凭证失败', '警告']);
  });
});
