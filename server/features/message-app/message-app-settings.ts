import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { reportMessages, wechatAppIdPattern, wechatSecretPattern } from '../../../shared/learning-report/report-rules';
import type { Db } from '../../db/client';
import { messageTemplates, schoolMessageApps } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { wechatCallbackPath } from './wechat-callback-routes';

export interface MessageAppInput {
  appId: string | null;
  /** Absent or empty: keep the secret already saved (the page never has it). */
  appSecret?: string | null;
  qrCode: string | null;
  enabled: boolean;
  notifySignIn: boolean;
  notifyReceipt: boolean;
  notifyExam: boolean;
  /** The school's WeChat template ids by platform template code; absent keeps the saved ones. */
  templateIds?: Record<string, string>;
}

const refuse = (message: string) => new ApiFailure(ErrorCodes.InvalidParameter, message);

/**
 * What a browser may see of the school's service account: everything but the secret, of which
 * only whether one is saved. The secret stays on the server for the calls to WeChat.
 */
export async function readMessageApp(db: Db, schoolId: number, provider: 'log' | 'wechat') {
  const [row] = await db.select().from(schoolMessageApps).where(eq(schoolMessageApps.schoolId, schoolId)).limit(1);
  // The platform's templates offered to campuses (scope 2, WeChat, on): what the school's messages say.
  const templates = await db
    .select({ id: messageTemplates.id, name: messageTemplates.name, code: messageTemplates.code, content: messageTemplates.content })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.scope, 2), eq(messageTemplates.channel, 'wechat'), eq(messageTemplates.state, 1)))
    .orderBy(asc(messageTemplates.id));
  return {
    appId: row?.appId ?? null,
    secretSet: Boolean(row?.appSecret),
    qrCode: row?.qrCode ?? null,
    enabled: row?.enabled ?? false,
    notifySignIn: row?.notifySignIn ?? true,
    notifyReceipt: row?.notifyReceipt ?? true,
    notifyExam: row?.notifyExam ?? true,
    updatedAt: row?.updatedAt ?? null,
    templates,
    callbackToken: row?.callbackToken ?? null,
    callbackPath: wechatCallbackPath.replace(':schoolId', String(schoolId)),
    templateIds: row?.templateIds ?? {},
    provider,
  };
}

/** Saves the service account; messages can be switched on only with both credentials present. */
export async function saveMessageApp(db: Db, schoolId: number, input: MessageAppInput, provider: 'log' | 'wechat') {
  const appId = input.appId?.trim() || null;
  const secret = input.appSecret?.trim() || null;
  if (appId && !wechatAppIdPattern.test(appId)) throw refuse(reportMessages.appIdFormat);
  if (secret && !wechatSecretPattern.test(secret)) throw refuse(reportMessages.appSecretFormat);
  return db.transaction(async (tx) => {
    const [saved] = await tx.select({ appSecret: schoolMessageApps.appSecret, callbackToken: schoolMessageApps.callbackToken, templateIds: schoolMessageApps.templateIds }).from(schoolMessageApps).where(eq(schoolMessageApps.schoolId, schoolId)).for('update');
    const appSecret = secret ?? (appId ? (saved?.appSecret ?? null) : null);
    if (input.enabled && (!appId || !appSecret)) throw refuse(reportMessages.enableNeedsCredentials);
    const values = { appId, appSecret, qrCode: input.qrCode || null, enabled: input.enabled, notifySignIn: input.notifySignIn, notifyReceipt: input.notifyReceipt, notifyExam: input.notifyExam, updatedAt: new Date(), templateIds: cleanTemplateIds(input.templateIds ?? saved?.templateIds ?? {}), callbackToken: saved?.callbackToken ?? newCallbackToken() };
    await tx.insert(schoolMessageApps).values({ schoolId, ...values }).onConflictDoUpdate({ target: schoolMessageApps.schoolId, set: values });
    return readMessageApp(tx, schoolId, provider);
  });
}

/** WeChat's server configuration takes a Token of 3 to 32 letters and digits: 32 random hex digits. */
const newCallbackToken = () => randomBytes(16).toString('hex');

/** Empty ids are dropped: an unset template is simply absent. */
const cleanTemplateIds = (ids: Record<string, string>) => Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v));
