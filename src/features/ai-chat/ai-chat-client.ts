import { aiChatCompletions, aiChatToken } from '../../api/generated/ai-chat';
import type { AiChatMessage } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';

/** One token per kind of session (back office or school), renewed as it nears expiry. */
const cached = new Map<boolean, { token: string; expiresAt: number }>();
/** Renew a little before expiry so a question is never sent with a token about to die. */
const renewMarginMs = 30_000;

/**
 * One question to the AI chat service through the server's proxy: a short-lived token from the
 * token call authorises it; the service key never reaches the browser.
 */
export async function askAiChat(messages: AiChatMessage[], admin: boolean): Promise<string> {
  let grant = cached.get(admin);
  if (!grant || grant.expiresAt - renewMarginMs < Date.now()) {
    const issued = await content(aiChatToken(withFlags({ admin, silent: true })));
    grant = { token: issued.token, expiresAt: Date.parse(issued.expiresAt) };
    cached.set(admin, grant);
  }
  const answer = await content(aiChatCompletions({ messages }, { ...withFlags({ admin, silent: true }), headers: { 'x-ai-chat-token': grant.token } }));
  return answer.content;
}
