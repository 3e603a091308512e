/** 个性化设置's messages and the colours offered (any #rrggbb is accepted). */
export const lookMessages = {
  notGranted: '平台未开通本校的页头设置权限，请联系平台管理员',
} as const;

export const suggestedThemeColors = ['#1677ff', '#13a8a8', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1'] as const;
