import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

/** Where verification texts go. The log provider is the embedded default; a real gateway is chosen by SMS_PROVIDER. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

/** Writes each text to the server log and to the outbox shown in the back office, so a school can run without an SMS contract. */
export function logSmsProvider(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'log',
    async send(phone, text) {
      log.info({ sms: { phone, text } }, 'SMS (log provider)');
      await db.insert(smsOutbox).values({ phone, content: text });
    },
  };
}
