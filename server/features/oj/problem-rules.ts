import { eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { EntityOverrides, WriteContext } from '../../crud/entity-overrides';
import { adminUsers, ojLabels, staff } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

type Values = Record<string, unknown>;

export interface ProblemSample {
  input: string;
  output: string;
}

const maxSamples = 10;
const invalid = (message: string) => new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：${message}`);

/** `samples` is stored as JSON text; anything but an array of {input, output} strings is refused. */
export function parseSamples(text: string): ProblemSample[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('样例（samples）不是有效的 JSON');
  }
  if (!Array.isArray(parsed)) throw invalid('样例（samples）必须是数组');
  if (parsed.length > maxSamples) throw invalid(`样例（samples）最多 ${maxSamples} 组`);
  return parsed.map((item, i) => {
    const sample = item as Partial<ProblemSample> | null;
    if (!sample || typeof sample.input !== 'string' || typeof sample.output !== 'string') throw invalid(`第 ${i + 1} 组样例（samples）需要输入和输出`);
    return { input: sample.input, output: sample.output };
  });
}

/** Label names separated by commas, each an existing OJ label; stored trimmed, deduplicated, in the label's own spelling. */
async function normaliseLabels(db: WriteContext['db'], text: string | null): Promise<string | null> {
  const names = [...new Set((text ?? '').split(/[,，]/).map((n) => n.trim()).filter(Boolean))];
  if (!names.length) return null;
  const known = await db.select({ name: ojLabels.name }).from(ojLabels).where(sql`lower(${ojLabels.name}) in ${names.map((n) => n.toLowerCase())}`);
  const byLower = new Map(known.map((l) => [l.name.toLowerCase(), l.name]));
  const missing = names.filter((n) => !byLower.has(n.toLowerCase()));
  if (missing.length) throw invalid(`标签（labels）不存在：${missing.join('、')}`);
  return names.map((n) => byLower.get(n.toLowerCase())!).join(',');
}

function checkChecker(values: Values): void {
  if (values.checkerKind === 'float' && (values.floatEpsilon === undefined || values.floatEpsilon === null)) throw invalid('浮点比较需要填写浮点误差（floatEpsilon）');
  if (values.checkerKind === 'special' && !String(values.checkerSource ?? '').trim()) throw invalid('特殊评测需要填写特判程序（checkerSource）');
}

/**
 * Who wrote a problem and where it lives are set here, never from the body: the platform
 * administrator's problems are platform problems (no school); staff problems belong to their
 * school and may be shared with it or kept private, but only the platform publishes to all.
 */
async function stampAuthor(values: Values, { db, actor, mode }: WriteContext): Promise<void> {
  if (actor.kind === 'staff' && values.visibility === 'platform') throw invalid('可见范围（visibility）：只有平台管理员可以发布平台公开题目');
  // A platform problem made school or private would belong to no school and be seen by no one.
  if (actor.kind === 'admin' && values.visibility !== undefined && values.visibility !== 'platform') throw invalid('可见范围（visibility）：平台题目只能是平台公开');
  if (mode === 'update') {
    values.updatedAt = new Date();
    return;
  }
  if (actor.kind === 'admin') {
    const [me] = await db.select({ realName: adminUsers.realName }).from(adminUsers).where(eq(adminUsers.id, actor.adminId));
    Object.assign(values, { visibility: 'platform', schoolId: null, authorKind: 'admin', authorId: actor.adminId, authorName: me?.realName ?? null });
    return;
  }
  const [me] = await db.select({ realName: staff.realName }).from(staff).where(eq(staff.id, actor.staffId));
  Object.assign(values, { visibility: values.visibility ?? 'school', schoolId: actor.schoolId, authorKind: 'staff', authorId: actor.staffId, authorName: me?.realName ?? null });
}

export const problemOverrides: EntityOverrides<'OjProblem'> = {
  async beforeWrite(values, context) {
    if (typeof values.samples === 'string') values.samples = JSON.stringify(parseSamples(values.samples));
    if (values.labels !== undefined) values.labels = await normaliseLabels(context.db, values.labels as string | null);
    if (values.checkerKind !== undefined) checkChecker(values);
    await stampAuthor(values, context);
    return values;
  },
};
