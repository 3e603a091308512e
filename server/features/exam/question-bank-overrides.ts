import { count, eq, getTableColumns } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { readOne } from '../../crud/read-rows';
import { questionBanks, questions } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

const copyName = (name: string) => `${name.slice(0, 96)}（副本）`;

/**
 * copyQuestionBank: a new, unpublished bank of the same owner with a copy of every question;
 * later edits of either side leave the other alone.
 */
async function copy({ db, actor, entity, body }: CustomContext) {
  const source = await readOne(db, entity, actor, body.id as number);
  const id = await db.transaction(async (tx) => {
    const [bank] = await tx
      .insert(questionBanks)
      .values({
        schoolId: (source.schoolId as number | null) ?? null,
        name: copyName(source.name as string),
        subject: source.subject as string | null,
        description: source.description as string | null,
        postState: 0,
      })
      .returning({ id: questionBanks.id });
    const { id: _id, createdAt: _createdAt, ...columns } = getTableColumns(questions);
    const rows = await tx.select(columns).from(questions).where(eq(questions.bankId, source.id as number)).orderBy(questions.id);
    if (rows.length) await tx.insert(questions).values(rows.map((row) => ({ ...row, bankId: bank.id })));
    return bank.id;
  });
  return readOne(db, entity, actor, id);
}

/** A bank is deleted once empty: its questions may sit on papers, so they are never dropped silently. */
async function deleteBank({ db, actor, entity, body }: CustomContext) {
  const bank = await readOne(db, entity, actor, body.id as number);
  const [{ n }] = await db.select({ n: count() }).from(questions).where(eq(questions.bankId, bank.id as number));
  if (n > 0) throw new ApiFailure(ErrorCodes.ActionFailure, `题库中还有 ${n} 道题目，请先删除题目`);
  await db.delete(questionBanks).where(eq(questionBanks.id, bank.id as number));
  return null;
}

export const questionBankOverrides: EntityOverrides<'QuestionBank'> = { custom: { copy, delete: deleteBank } };
