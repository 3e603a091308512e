import type { EntityOverrides } from '../../crud/entity-overrides';
import { staffActor } from '../../auth/session-actor';
import { platformTagViews } from './platform-question-tags';
import { checkSchoolQuestion, copyQuestionsInto, pickOjProblems, platformQuestionViews, type PlatformQuestionFilter } from './school-question-rules';
import { normaliseTagAndSource, schoolTagNames } from './school-question-tags';
import { invalid } from './school-exam-scope';

/**
 * A school question's type, options, answer and OJ problem are checked together: an edit that
 * changes the type sends them all (the question editor always does); an edit of the other
 * fields is checked against the stored row, so nothing inconsistent is ever stored.
 */
export const schoolQuestionOverrides: EntityOverrides<'SchoolQuestion'> = {
  async beforeWrite(values, { db, actor, mode }) {
    const me = staffActor(actor);
    normaliseTagAndSource(values);
    const parts = ['type', 'options', 'answer', 'ojProblemId'].filter((k) => values[k] !== undefined);
    if (mode === 'update' && parts.length === 0) return values;
    if (mode === 'update' && values.type === undefined) throw invalid('参数错误：题型（type）、选项（options）和答案（answer）需一并提交');
    return checkSchoolQuestion(db, me, values);
  },
  custom: {
    tagNames: async ({ db, actor, body }) => ({ tags: await schoolTagNames(db, staffActor(actor), body.keyword as string | undefined) }),
    pickOjProblems: ({ db, actor, body }) => pickOjProblems(db, staffActor(actor), body.keyword as string | undefined),
    platformQuestions: ({ db, body }) => platformQuestionViews(db, body as PlatformQuestionFilter),
    // The platform's tags are the same for every school: nothing of a school is read.
    platformTags: ({ db, body }) => platformTagViews(db, body.keyword as string | undefined),
    async copyFromPlatform({ db, actor, body }) {
      const count = await db.transaction((tx) => copyQuestionsInto(tx as never, staffActor(actor), body.questionIds as number[], body.bankId as number));
      return { count };
    },
  },
};
