import { desc } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { phoneMessages } from '../../../shared/account-safety/phone-rules';
import type { AppDeps } from '../../app-deps';
import { smsOutbox } from '../../db/schema';
import { currentView, requireAdminScreen, type HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { phoneState, sendPhoneCode, verifyPhoneCode } from './phone-codes';
import type { SmsProvider } from './sms-provider';

const outboxPageSize = 200;

export function phoneHandlers(deps: AppDeps, sms: SmsProvider): HandlerMap {
  return {
    async sendSms(request) {
      await currentView(deps, request);
      const { phone } = request.body;
      return ok(await sendPhoneCode(deps.db, sms, request.auth!.accountId, phone, request.ip), phoneMessages.codeSent);
    },
    async verifyCode(request) {
      await currentView(deps, request);
      const { userId, phone, code } = request.body;
      const me = request.auth!.accountId;
      if (userId !== undefined && userId !== me) throw new ApiFailure(ErrorCodes.AuthFailure, phoneMessages.wrongCode);
      await verifyPhoneCode(deps.db, me, phone, code);
      return ok(await phoneState(deps.db, me), phoneMessages.verified);
    },
    async verifyPhoneState(request) {
      await currentView(deps, request);
      return ok(await phoneState(deps.db, request.auth!.accountId));
    },
    async smsOutbox(request) {
      await requireAdminScreen(deps, request, ['phoneChangeRecord']);
      const rows = await deps.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(outboxPageSize);
      return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  };
}
