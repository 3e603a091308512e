import type { EntityWebAddon } from '../../resources/entity-addons';
import { BankQuestions } from './bank-questions';

/** A bank's details list its questions, written in the question editor. */
export const questionBankAddon: EntityWebAddon<'QuestionBank'> = {
  detailExtra: ({ record }) => <BankQuestions bankId={record.id as number} title="题库题目" editorRoute="addAquestion" />,
};
