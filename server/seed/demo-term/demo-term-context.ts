import type { Db } from '../../db/client';

/**
 * What the demo term is built on. The people part (campuses, staff, classes, students, guardians,
 * teaching plans, sign-ins, money, leads, notices) fills this in; each later part (exams, OJ,
 * homework and works, community, typing, star coins) reads it and adds its own rows.
 *
 * 'none' is the small base school the tests start from; 'standard' is half a term of 示范编程学校
 * (two campuses, six classes, about 60 students); 'large' (DEMO_SCALE=large) is ten campuses and
 * about 2,000 students over a school year, for benchmarks and screenshots.
 */
export type DemoScale = 'none' | 'standard' | 'large';

/** The three kinds of course the demo school teaches; each class follows one. */
export type DemoSubject = 'blocks' | 'python' | 'cpp';

export interface DemoRandom {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
}

export interface DemoClass {
  id: number;
  campusId: number;
  teacherId: number;
  subject: DemoSubject;
  name: string;
  studentIds: number[];
}

export interface DemoStudent {
  id: number;
  classId: number;
  campusId: number;
  realName: string;
  userName: string;
  /** 1 boy, 2 girl. */
  gender: 1 | 2;
  /** YYYY-MM-DD: the children are 7 to 15 years old on the day the demo is built. */
  birthday: string;
  /** The guardian, as the student's contract names them; the phone is also the student's contact phone. */
  guardianName: string;
  guardianPhone: string;
}

export interface DemoTermContext {
  db: Db;
  scale: Exclude<DemoScale, 'none'>;
  /** Every part takes its own sequence (random.fork('exams')) so adding rows to one part never changes another's. */
  random: DemoRandom & { fork(part: string): DemoRandom };
  schoolId: number;
  principalId: number;
  campusIds: number[];
  teacherIds: number[];
  classes: DemoClass[];
  students: DemoStudent[];
  /** The first teaching day of the term (China time, 00:00) and the day the demo is built ("today"). */
  termStart: Date;
  today: Date;
  /** The sale course each subject's classes are taught and charged under (sale_courses.id). */
  courses: Record<DemoSubject, number>;
  /** The teaching plans laid out for the term (past ones signed in, later ones still to come). */
  planIds: number[];
}

/** One part of the demo term; the parts run in order in the seeding transaction. */
export type DemoTermPart = (ctx: DemoTermContext) => Promise<void>;
