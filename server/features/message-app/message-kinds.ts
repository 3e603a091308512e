/** The template messages a school sends, by the platform template code that words them. */
export type MessageKind = 'signIn' | 'receipt' | 'examResult' | 'test';

/** Which of the school's switches lets each business message out (the test message needs none). */
export const notifySwitchOf = { signIn: 'notifySignIn', receipt: 'notifyReceipt', examResult: 'notifyExam' } as const;

/**
 * The wording used when the platform offers no template of that code (scope 2, channel wechat, on):
 * `{{field}}` is replaced by the message's field of that name.
 */
export const defaultTemplateContent: Record<MessageKind, string> = {
  signIn: '{{student}}同学已签到：{{className}}，{{lessonDate}}，{{status}}',
  receipt: '{{student}}同学的缴费已到账：{{amount}}元（{{items}}）',
  examResult: '{{student}}同学的考试“{{exam}}”成绩已发布：{{score}}分',
  test: '这是一条测试消息：{{school}}的服务号已能向您发送消息',
};

export const messageStates = { pending: 1, sent: 2, failed: 3 } as const;

/** Fills `{{name}}` placeholders; an unknown name is left empty rather than shown raw. */
export function fillTemplate(content: string, fields: Record<string, string>): string {
  return content.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => fields[name] ?? '').slice(0, 500);
}
