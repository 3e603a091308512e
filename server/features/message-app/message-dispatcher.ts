import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { messageOutbox, schoolMessageApps } from '../../db/schema';
import type { AppCredentials, MessageAppProvider } from './message-app-provider';
import { messageStates, notifySwitchOf } from './message-kinds';
import { onMessagesQueued } from './messages-queued';

export interface DispatchOptions {
  /** A message is tried at most this many times, then marked 失败 with the last reason. */
  maxTries?: number;
  /** Rows claimed per round. */
  batch?: number;
  /** Seconds before the n-th retry: base × 4^(n−1) (30 s, 2 min, 8 min, …). */
  backoffSeconds?: number;
}

export const dispatchDefaults = { maxTries: 5, batch: 20, backoffSeconds: 30 } as const;

interface Claimed {
  id: number;
  school_id: number;
  openid: string;
  template_code: string | null;
  title: string;
  fields: Record<string, string>;
  tries: number;
}

/**
 * Sends the outbox's due messages once: claims up to `batch` rows with a one-minute lease (skipping
 * rows another process holds, so several server processes share the work), sends each through the
 * provider and records 已发送, or the Chinese reason and a later retry, or 失败 after `maxTries`.
 */
export async function dispatchDue(db: Db, provider: MessageAppProvider, options: DispatchOptions = {}): Promise<{ sent: number; retried: number; failed: number }> {
  const { maxTries, batch, backoffSeconds } = { ...dispatchDefaults, ...options };
  const claimed = await db.execute(sql`
    update message_outbox set lease_until = now() + interval '60 seconds', tries = tries + 1
    where id in (
      select id from message_outbox
      where state = ${messageStates.pending} and next_at <= now() and (lease_until is null or lease_until < now())
      order by id limit ${batch} for update skip locked)
    returning id, school_id, openid, template_code, title, fields, tries`);
  const rows = (claimed as unknown as { rows: Claimed[] }).rows;
  const counts = { sent: 0, retried: 0, failed: 0 };
  if (rows.length === 0) return counts;
  const apps = await db.select().from(schoolMessageApps).where(inArray(schoolMessageApps.schoolId, [...new Set(rows.map((r) => r.school_id))]));
  const appOf = new Map(apps.map((a) => [a.schoolId, a]));
  for (const row of rows) {
    const app = appOf.get(row.school_id);
    const switchedOff = withdrawnReason(app, row.template_code);
    if (switchedOff) {
      // Switched off after it was queued: the school's latest word wins, and the outbox says why.
      await db.update(messageOutbox).set({ state: messageStates.failed, failure: switchedOff, leaseUntil: null, provider: provider.name }).where(eq(messageOutbox.id, row.id));
      counts.failed++;
      continue;
    }
    const credentials: AppCredentials | null = app?.appId && app.appSecret ? { appId: app.appId, appSecret: app.appSecret } : null;
    const templateId = (row.template_code && app?.templateIds?.[row.template_code]) || null;
    try {
      await provider.sendTemplate(credentials, { openid: row.openid, templateId, title: row.title, fields: row.fields });
      await db.update(messageOutbox).set({ state: messageStates.sent, sentAt: new Date(), failure: null, leaseUntil: null, provider: provider.name }).where(eq(messageOutbox.id, row.id));
      counts.sent++;
    } catch (error) {
      const reason = String((error as Error).message || error).slice(0, 300);
      const last = row.tries >= maxTries;
      const retryAt = new Date(Date.now() + backoffSeconds * 1000 * 4 ** (row.tries - 1));
      await db
        .update(messageOutbox)
        .set(last ? { state: messageStates.failed, failure: reason, leaseUntil: null, provider: provider.name } : { failure: `第${row.tries}次发送失败：${reason}`, nextAt: retryAt, leaseUntil: null, provider: provider.name })
        .where(eq(messageOutbox.id, row.id));
      if (last) counts.failed++;
      else counts.retried++;
    }
  }
  return counts;
}

export const withdrawnMessages = {
  appOff: '未发送：学校已关闭服务号消息',
  kindOff: '未发送：学校已关闭这类消息的通知',
} as const;

/** Why a queued message may no longer go out (the app or its kind switched off since), or null. */
function withdrawnReason(app: typeof schoolMessageApps.$inferSelect | undefined, code: string | null): string | null {
  // A test message is asked for by staff to try the account before switching messages on.
  if (code === 'test') return null;
  if (!app?.enabled) return withdrawnMessages.appOff;
  const switchName = code && code in notifySwitchOf ? notifySwitchOf[code as keyof typeof notifySwitchOf] : null;
  return switchName && !app[switchName] ? withdrawnMessages.kindOff : null;
}

export interface MessageDispatcher {
  /** After a commit that wrote outbox rows: send them now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * The process's sending loop: a round on every wake and every `intervalMs` (rows written by another
 * process, retries coming due). Rounds never overlap; a round's failure is logged and the loop goes on.
 */
export function startMessageDispatcher(db: Db, provider: MessageAppProvider, log: FastifyBaseLogger, intervalMs = 15_000, options: DispatchOptions = {}): MessageDispatcher {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const round = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        for (;;) {
          const counts = await dispatchDue(db, provider, options);
          if (counts.sent + counts.retried + counts.failed < (options.batch ?? dispatchDefaults.batch) && !again) break;
          again = false;
          if (stopped) break;
        }
      } catch (error) {
        log.error({ err: error }, '服务号消息发送出错');
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  const unsubscribe = onMessagesQueued(round);
  return {
    wake: round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await running;
    },
  };
}
