/** The three kinds of session, each with its own sign-in call, table and token. */
export type SessionKind = 'staff' | 'student' | 'admin';

/**
 * Who is calling a schema-driven operation, reduced to what the engine checks: the school
 * every row must belong to, the campus a non-principal is confined to, and the route names
 * (permission keys) they hold. Lighter than the full session view: the list call is hot.
 */
export interface StaffActor {
  kind: 'staff';
  staffId: number;
  schoolId: number;
  /** Non-null: rows with a campus column are limited to this campus. Principals see every campus. */
  campusId: number | null;
  allowed: ReadonlySet<string>;
  /** The school's principal: outranks every other account of the school (account-rank.ts). */
  isPrincipal?: boolean;
}

/** A platform administrator: back-office entities are platform-wide, so no school or campus. */
export interface AdminActor {
  kind: 'admin';
  adminId: number;
  allowed: ReadonlySet<string>;
  /** Holds every back-office screen and outranks every other administrator (account-rank.ts). */
  superAdmin?: boolean;
}

export type CrudActor = StaffActor | AdminActor;

/**
 * A student: never reaches schema-driven entities (their contract schemes are staff or admin
 * tokens), only features open to every session kind, such as the OJ. Confined to their school.
 */
export interface StudentActor {
  kind: 'student';
  studentId: number;
  schoolId: number;
  allowed: ReadonlySet<string>;
}

/** Whoever is signed in, for calls that several kinds of session may make. */
export type SessionActor = CrudActor | StudentActor;
