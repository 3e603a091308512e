import type { EntityOverrides } from '../../crud/entity-overrides';
import { problemWriteHooks } from './problem-model';

/**
 * The back office manages platform problems on the generic engine: its writes take the same
 * checks and author stamping as the teachers' problem bank calls, from the problem model.
 */
export const problemOverrides: EntityOverrides<'OjProblem'> = { ...problemWriteHooks };
