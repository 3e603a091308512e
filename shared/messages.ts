/**
 * User-facing messages and constants of specification sections 8 and 9 that both
 * sides need. Each string lives here once.
 */
export const messages = {
  loginExpired: '登录已过期，请重新登录',
  serverFault: '服务器故障，请稍后重试',
  requestTimeout: '请求超时，请刷新后重试',
  unknownError: '未知错误，请刷新后重试',
  networkError: '网络异常，请刷新后重试',
  accessDenied: '无权限访问',
  loggedOut: '退出成功',
  accountChangedTitle: '账号变更',
  accountChanged: '检测到您的登录账号发生改变！',
  accountLoggedOutTitle: '账号登出',
  accountLoggedOut: '检测到您的账号已登出，请重新登录！',
  invalidUserNameOrPassword: '用户名或密码错误',
  tooManyAttempts: '登录失败次数过多，请稍后再试',
  accountDisabled: '账号已停用，请联系管理员',
  schoolStopped: '所在学校已停用，请联系平台管理员',
  addressBanned: '您的IP地址已被封禁，请联系平台管理员',
  captchaFailure: '人机验证未通过，请重试',
  invalidParameter: '参数错误',
  sysError: '系统繁忙，请稍后重试',
  notFound: '请求的资源不存在',
} as const;

export const limits = {
  requestTimeoutMs: 60_000,
  warningSeconds: 2,
  redirectFlagResetMs: 1_000,
  chunkLoadTimeoutMs: 120_000,
} as const;
