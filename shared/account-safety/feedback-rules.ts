/** Feedback dialog rules of sections 5 and 9, shared by the dialog and the server. */
export const feedbackTypes = { question: 0, course: 1 } as const;
export type FeedbackType = (typeof feedbackTypes)[keyof typeof feedbackTypes];

export const feedbackLimits = {
  maxContentLength: 15000,
  maxImages: 3,
  maxImageBytes: 3145728,
  imageExtensions: ['jpeg', 'jpg', 'png'],
  imageMimeTypes: ['image/jpeg', 'image/png'],
} as const;

export const feedbackMessages = {
  typeRequired: '请选择反馈类型',
  contentRequired: '请输入问题描述',
  contentTooLong: `问题描述不能超过${feedbackLimits.maxContentLength}个字符`,
  imageType: '只支持JPG和PNG格式的图片',
  imageSize: '图片大小不能超过3M',
  imageCount: '最多只能上传3张图片',
  submitted: '提交成功',
  submitFailed: '提交失败，请重试',
  tagUnknown: '反馈类型不存在',
  tagMissing: '反馈标签不存在',
  missing: '反馈不存在',
  problemMissing: '反馈的题目不存在',
  lessonMissing: '反馈的课节不存在',
  replyRequired: '请输入回复内容',
  tagDuplicate: '该反馈标签已存在',
  tagLastOne: '每种反馈类型至少保留一个标签',
  imageUrl: '图片地址无效',
} as const;

/** Feedback images are uploaded under video-transcoding/feedback/, where the server applies the image limits too. */
export const feedbackImageFolder = 'feedback';

/** Image urls travel joined by semicolons (section 3). */
export const imageUrlSeparator = ';';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The message for an image the dialog must refuse, or null. */
export function feedbackImageError(file: { name: string; size: number }): string | null {
  if (!(feedbackLimits.imageExtensions as readonly string[]).includes(extensionOf(file.name))) return feedbackMessages.imageType;
  if (file.size > feedbackLimits.maxImageBytes) return feedbackMessages.imageSize;
  return null;
}

/** Splits picked files into those that fit beside the already attached ones and those dropped (with the count warning). */
export function takeImagesWithinLimit<T>(attached: number, picked: T[]): { kept: T[]; dropped: T[] } {
  const room = Math.max(0, feedbackLimits.maxImages - attached);
  return { kept: picked.slice(0, room), dropped: picked.slice(room) };
}

/** The description's message, or null when it may be sent. */
export function feedbackContentError(content: string): string | null {
  const trimmed = content.trim();
  if (!trimmed) return feedbackMessages.contentRequired;
  return trimmed.length > feedbackLimits.maxContentLength ? feedbackMessages.contentTooLong : null;
}
