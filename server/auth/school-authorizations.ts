import { schools } from '../db/schema';

/**
 * The per-school authorizations of section 6, switched by the administrator on the School
 * entity. Features read a school's switches through this one function, never the columns,
 * so adding or renaming a switch is one change here and in school.yaml.
 */
export const schoolAuthorizationKeys = [
  'pointAuth',
  'encryption',
  'ojAnalysis',
  'zoneShare',
  'testcaseView',
  'keepPaper',
  'prepareContent',
  'showHint',
  'studentAuth',
  'headerSet',
  'rankTotal',
] as const;

export type SchoolAuthorization = (typeof schoolAuthorizationKeys)[number];
export type SchoolAuthorizations = Record<SchoolAuthorization, boolean>;

/** The switch columns, for statements that read a school's switches without the rest of the row. */
export const schoolAuthorizationColumns = Object.fromEntries(schoolAuthorizationKeys.map((key) => [key, schools[key]])) as {
  [K in SchoolAuthorization]: (typeof schools)[K];
};

export function schoolAuthorizations(school: Pick<typeof schools.$inferSelect, SchoolAuthorization>): SchoolAuthorizations {
  return Object.fromEntries(schoolAuthorizationKeys.map((key) => [key, school[key]])) as SchoolAuthorizations;
}
