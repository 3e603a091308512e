import { describe, expect, it } from 'vitest';
import { checkUploadKey, defaultUploadFolder, isSafeObjectKey, lengthInKb, readableSize, uploadFolderPattern, uploadMessages, uploadTypeOf } from './upload-rules';
import { specText } from '../../tests/fixtures/spec-texts';

describe('upload rules', () => {
  it('defaults the folder to public/{date} and lets an uploader name one plain folder only', () => {
    expect(defaultUploadFolder(new Date(2026, 0, 5))).toBe('public/2026-01-05');
    for (const ok of ['feedback', 'oj-problem', 'public']) expect(uploadFolderPattern.test(ok), ok).toBe(true);
    for (const bad of ['', 'a/b', '..', 'Feedback', 'x'.repeat(33)]) expect(uploadFolderPattern.test(bad), bad).toBe(false);
  });

  it('states the quota in MB below a GB and in GB above', () => {
    expect(readableSize(300 * 1024 * 1024)).toBe('300 MB');
    expect(readableSize(2 * 1024 * 1024 * 1024)).toBe('2 GB');
    expect(uploadMessages.quotaExceeded(readableSize(2048 * 1024 * 1024))).toBe('学校存储空间不足（上限 2 GB），无法上传该文件，请联系平台管理员扩容');
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
