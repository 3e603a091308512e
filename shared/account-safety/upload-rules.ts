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
  objectExists: '该文件已存在，不能覆盖',
  /** `limit`: the school's quota as readableSize states it. */
  quotaExceeded: (limit: string) => `学校存储空间不足（上限 ${limit}），无法上传该文件，请联系平台管理员扩容`,
} as const;

/** Sizes in the quota message, the way a school reads them: MB below a GB, GB above (one decimal). */
export function readableSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb < 1024 ? `${Math.round(mb * 10) / 10} MB` : `${Math.round((mb / 1024) * 10) / 10} GB`;
}

export const uploadLimits = {
  pathRoot: 'video-transcoding',
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

/** The folder when the uploader names none (section 7): public/{date}. */
export function defaultUploadFolder(now = new Date()): string {
  return `public/${today(now)}`;
}

/** Folders an uploader may name (feedback, oj-problem, ...): one plain segment. */
export const uploadFolderPattern = /^[a-z0-9-]{1,32}$/;

/** Length reported in KB, rounded up (section 9). */
export function lengthInKb(bytes: number): number {
  return Math.ceil(bytes / uploadLimits.bytesPerKb);
}

/** Keys the local driver accepts: under the root, no empty, dot or dot-dot segments. */
export function isSafeObjectKey(key: string): boolean {
  if (!key.startsWith(`${uploadLimits.pathRoot}/`) || key.length > 512) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment));
}
