import type { DemoTermPart } from './demo-term-context';
import { seedLearningTerm } from './learning';
import { seedPeopleTerm } from './people/seed-people-term';

/**
 * The demo term's parts, run in this order. The people part comes first: it fills the context
 * (campuses, teachers, classes, students, courses, plans) that every later part reads. The learning
 * part (exams, OJ submissions, homework, works, community, typing, star coins) goes next.
 */
export const demoTermParts: readonly DemoTermPart[] = [
  seedPeopleTerm,
  seedLearningTerm,
];
