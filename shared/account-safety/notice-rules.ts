/** Notices (sections 3 and 4). */
export const noticeTypes = { brief: 1 } as const;

export const noticeMessages = {
  scriptRefused: '公告内容不能包含脚本',
  markRead: '我知道了',
  missing: '系统公告不存在',
} as const;
