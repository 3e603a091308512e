import { and, asc, count, eq, getTableColumns, ilike, or } from 'drizzle-orm';
import type { EntityOverrides } from '../../crud/entity-overrides';
import { staffActor } from '../../auth/session-actor';
import { readOne } from '../../crud/read-rows';
import { questionBanks, questions } from '../../db/schema';
import { questionBankOverrides } from '../exam/question-bank-overrides';
import { invalid, publishedPlatformBank } from './school-exam-scope';

/**
 * A school's banks: deleted once empty (as the back office's), and the platform's published
 * banks listed and copied whole into a new bank of the school.
 */
export const schoolQuestionBankOverrides: EntityOverrides<'SchoolQuestionBank'> = {
  custom: {
    delete: questionBankOverrides.custom!.delete!,
    async platformList({ db, body }) {
      const keyword = (body.keyword as string | undefined)?.trim();
      return db
        .select({ id: questionBanks.id, name: questionBanks.name, subject: questionBanks.subject, description: questionBanks.description, questionCount: count(questions.id) })
        .from(questionBanks)
        .leftJoin(questions, eq(questions.bankId, questionBanks.id))
        .where(and(publishedPlatformBank, keyword ? or(ilike(questionBanks.name, `%${keyword}%`), ilike(questionBanks.description, `%${keyword}%`)) : undefined))
        .groupBy(questionBanks.id)
        .orderBy(asc(questionBanks.id));
    },
    async copyPlatformBank({ db, actor, entity, body }) {
      const me = staffActor(actor);
      const id = await db.transaction(async (tx) => {
        const [source] = await tx.select().from(questionBanks).where(and(eq(questionBanks.id, body.id as number), publishedPlatformBank));
        if (!source) throw invalid('参数错误：平台题库（id）不存在');
        const [bank] = await tx
          .insert(questionBanks)
          .values({ schoolId: me.schoolId, name: source.name, subject: source.subject, description: source.description, postState: 0 })
          .returning({ id: questionBanks.id });
        const { id: _id, createdAt: _createdAt, ...columns } = getTableColumns(questions);
        const rows = await tx.select(columns).from(questions).where(eq(questions.bankId, source.id)).orderBy(questions.id);
        if (rows.length) await tx.insert(questions).values(rows.map((row) => ({ ...row, schoolId: me.schoolId, bankId: bank.id })));
        return bank.id;
      });
      return readOne(db, entity, actor, id);
    },
  },
};
