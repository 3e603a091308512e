import { schoolQuestionEntity } from '../../../shared/generated/entities/school-question.gen';
import { withFlags } from '../../api/request';
import { fieldOf } from '../../resources/entity-resource';

/** Lists and pickers load without the page-wide loading overlay; saves keep it. */
export const quiet = () => withFlags({ silent: true });

const typeField = fieldOf(schoolQuestionEntity, 'type');
const difficultyField = fieldOf(schoolQuestionEntity, 'difficulty');

/** 单选题 … 简答题, by type number, and the same as select options. */
export const typeLabels = new Map(typeField.enum!.map((o) => [o.value as number, o.label]));
export const typeOptions = typeField.enum!.map((o) => ({ value: o.value as number, label: o.label }));
export const difficultyLabels = new Map(difficultyField.enum!.map((o) => [o.value as number, o.label]));
export const difficultyOptions = difficultyField.enum!.map((o) => ({ value: o.value as number, label: o.label }));
export const difficultyColors: Record<number, string> = { 1: 'green', 2: 'gold', 3: 'red' };
