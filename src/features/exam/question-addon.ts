import { questionEntity } from '../../../shared/generated/entities/question.gen';
import type { EntityWebAddon } from '../../resources/entity-addons';
import { fieldOf } from '../../resources/entity-resource';
import { QuestionPreview } from './question-preview';

/** A question shows as students read it; copying it asks for the target bank. */
export const questionAddon: EntityWebAddon<'Question'> = {
  detailExtra: QuestionPreview,
  valueFields: { copyToBank: { field: { ...fieldOf(questionEntity, 'bankId'), title: '目标题库' } } },
};
