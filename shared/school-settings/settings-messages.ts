/** The school settings' refusals, shown as they are to the user. */
export const settingsMessages = {
  articleScript: '文章内容不能包含脚本',
  dayBothKinds: (day: string, kind: string) => `${day} 已设置为${kind}，同一天不能既是停课日又是上课日`,
} as const;
