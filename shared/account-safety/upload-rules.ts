import { feedbackImageError, feedbackImageFolder, feedbackLimits, feedbackMessages } from './feedback-rules';

/** Uploads (sections 5, 7, 8 and 9), shared by the browser uploader and the server's local driver. */
export const uploadMessages = {
  noFile: '请添加文件',
  failedTitle: '警告',
  failed: (fileName: string) => `${fileName} 上传失败，请重试`,
  tokenFailed: '获取上传凭证失败',
  typeRefused: '不支持上传该类型的文件',
  tooLarge: '文件超过允许的大小',
  grantInvalid: '上传凭证无效或已过期',
  badKey: '上传路径无效',
} as const;

export const uploadLimits = {
  pathRoot: 'video-transcoding',
  randomMin: 1,
  randomMax: 100000,
  bytesPerKb: 1024,
} as const;

const mb = 1024 * 1024;

/**
 * Every type the platform accepts, with the content type it is served as and its size cap.
 * Anything else (html, svg, scripts) is refused, so a served file can never run in the page.
 */
export const uploadTypes: Record<string, { contentType: string; maxBytes: number }> = {
  jpg: { contentType: 'image/jpeg', maxBytes: 10 * mb },
  jpeg: { contentType: 'image/jpeg', maxBytes: 10 * mb },
  png: { contentType: 'image/png', maxBytes: 10 * mb },
  gif: { contentType: 'image/gif', maxBytes: 10 * mb },
  webp: { contentType: 'image/webp', maxBytes: 10 * mb },
  mp4: { contentType: 'video/mp4', maxBytes: 500 * mb },
  mp3: { contentType: 'audio/mpeg', maxBytes: 50 * mb },
  pdf: { contentType: 'application/pdf', maxBytes: 50 * mb },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', maxBytes: 200 * mb },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', maxBytes: 50 * mb },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', maxBytes: 50 * mb },
  zip: { contentType: 'application/zip', maxBytes: 200 * mb },
  txt: { contentType: 'text/plain; charset=utf-8', maxBytes: 5 * mb },
  sb3: { contentType: 'application/octet-stream', maxBytes: 50 * mb },
};

export function uploadTypeOf(fileName: string) {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? undefined : uploadTypes[fileName.slice(dot + 1).toLowerCase()];
}

export type UploadKeyCheck = { ok: true; contentType: string; maxBytes: number; tooLarge: string } | { ok: false; message: string };

/**
 * What the server accepts under a key: the type table, narrowed in the feedback folder to the
 * feedback dialog's images (feedbackLimits) with the dialog's messages.
 */
export function checkUploadKey(key: string): UploadKeyCheck {
  const type = uploadTypeOf(key);
  if (key.startsWith(`${uploadLimits.pathRoot}/${feedbackImageFolder}/`)) {
    const refused = feedbackImageError({ name: key, size: 0 });
    if (refused || !type) return { ok: false, message: refused ?? uploadMessages.typeRefused };
    return { ok: true, contentType: type.contentType, maxBytes: feedbackLimits.maxImageBytes, tooLarge: feedbackMessages.imageSize };
  }
  return type ? { ok: true, contentType: type.contentType, maxBytes: type.maxBytes, tooLarge: uploadMessages.tooLarge } : { ok: false, message: uploadMessages.typeRefused };
}

/** Today as YYYY-MM-DD in local time, for the default folder. */
function today(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function defaultUploadFolder(now = new Date()): string {
  return `public/${today(now)}`;
}

/** An integer from randomMin to randomMax inclusive (section 7). */
export function randomUploadPrefix(random: () => number = Math.random): number {
  return uploadLimits.randomMin + Math.floor(random() * (uploadLimits.randomMax - uploadLimits.randomMin + 1));
}

/** video-transcoding/{folder}/{random}-{filename} (section 7). */
export function uploadObjectKey(fileName: string, folder = defaultUploadFolder(), random: () => number = Math.random): string {
  return `${uploadLimits.pathRoot}/${folder}/${randomUploadPrefix(random)}-${fileName}`;
}

/** Length reported in KB, rounded up (section 9). */
export function lengthInKb(bytes: number): number {
  return Math.ceil(bytes / uploadLimits.bytesPerKb);
}

/** Keys the local driver accepts: under the root, no empty, dot or dot-dot segments. */
export function isSafeObjectKey(key: string): boolean {
  if (!key.startsWith(`${uploadLimits.pathRoot}/`) || key.length > 512) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment));
}
