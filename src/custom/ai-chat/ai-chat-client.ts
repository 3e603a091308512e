import { aiChatCompletions, aiChatToken } from '../../api/generated/client/ai-chat/ai-chat.gen';
import type { AiChatMessage } from '../../api/generated/model';
import { content, withFlags } from '../../api/request';

let cached: { token: string; expiresAt: number } | undefined;
/** Renew a little before expiry so a question is never sent with a token about to die. */
const renewMarginMs = 30_000;

/**
 * One question to the AI chat service through the server's proxy: a short-lived token from the
 * token call authorises it; the service key never reaches the browser.
 */
export async function askAiChat(messages: AiChatMessage[], admin: boolean): Promise<string> {
  if (!cached || cached.expiresAt - renewMarginMs < Date.now()) {
    const issued = await content(aiChatToken(withFlags({ admin, silent: true })));
    cached = { token: issued.token, expiresAt: Date.parse(issued.expiresAt) };
  }
  const answer = await content(aiChatCompletions({ messages }, { ...withFlags({ admin, silent: true }), headers: { 'x-ai-chat-token': cached.token } }));
  return answer.content;
}
