import { uploadTypeOf } from '../account-safety/upload-rules';

/** The resource library's and the share links' messages (server refusals and page texts). */
export const libraryMessages = {
  albumMissing: '专辑不存在',
  fileMissing: '文件不存在',
  notUploaded: '文件尚未上传完成，请重新上传',
  notThisSchool: '文件不是本校资源库上传的，不能加入专辑',
  alreadyAdded: '该文件已在资源库中',
  albumHasFiles: '专辑中还有文件，请先删除文件再删除专辑',
  shareInvalid: '分享链接无效，请向分享人索取新的链接',
  shareExpired: '分享链接已过期，请向分享人索取新的链接',
  shareRevoked: '分享链接已被撤销',
  studentMissing: '学员不存在',
} as const;

/** The upload folder of library files: keys under it name the school, which the server checks. */
export const libraryFolder = 'library';

export const libraryFileTypes = ['image', 'video', 'audio', 'pdf', 'document', 'other'] as const;
export type LibraryFileType = (typeof libraryFileTypes)[number];

export const libraryFileTypeLabels: Record<LibraryFileType, string> = {
  image: '图片',
  video: '视频',
  audio: '音频',
  pdf: 'PDF',
  document: '文档',
  other: '其他',
};

/** A file's library type by its name, from the upload type table (the only types accepted at all). */
export function libraryFileTypeOf(name: string): LibraryFileType {
  const type = uploadTypeOf(name)?.contentType ?? '';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'application/pdf') return 'pdf';
  if (/officedocument|^text\/|zip/.test(type)) return 'document';
  return 'other';
}

/** Days a share link may be asked to live. */
export const shareDays = { min: 1, max: 30, default: 7 } as const;

/** A file's size as the library shows it: KB under a MB, then MB, then GB (one decimal). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB`;
  return `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;
}

/** The page a share token opens (/s-link), as the link handed out reads. */
export function shareLinkPath(token: string): string {
  return `/s-link?token=${encodeURIComponent(token)}`;
}
