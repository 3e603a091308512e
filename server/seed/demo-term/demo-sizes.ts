import type { DemoScale } from './demo-term-context';

/** How big each scale of the demo school is. */
export interface DemoSizes {
  campuses: number;
  classesPerCampus: number;
  /** Class sizes vary by up to two either way. */
  studentsPerClass: number;
  teachersPerCampus: number;
  /** Weeks of the term already taught on the day the demo is built, and of the whole term. */
  weeksTaught: number;
  termWeeks: number;
  lessonsPerWeek: 1 | 2;
  /** Lesson hours a family buys at a time (renewed when they run out). */
  packageHours: number;
  leads: number;
}

export const demoSizes: Record<Exclude<DemoScale, 'none'>, DemoSizes> = {
  // Half a term of 示范编程学校: two campuses, six classes, about 60 students.
  standard: { campuses: 2, classesPerCampus: 3, studentsPerClass: 10, teachersPerCampus: 3, weeksTaught: 8, termWeeks: 16, lessonsPerWeek: 1, packageHours: 24, leads: 36 },
  // A school year of a chain: ten campuses, about 2,000 students.
  large: { campuses: 10, classesPerCampus: 10, studentsPerClass: 20, teachersPerCampus: 4, weeksTaught: 36, termWeeks: 40, lessonsPerWeek: 1, packageHours: 48, leads: 400 },
};

/** DEMO_SCALE of the environment: 'standard' unless it says 'large' or 'none'. */
export function demoScaleOf(value: string | undefined): DemoScale {
  if (value === undefined || value === '') return 'standard';
  if (value === 'none' || value === 'standard' || value === 'large') return value;
  throw new Error(`DEMO_SCALE must be none, standard or large (was "${value}")`);
}
