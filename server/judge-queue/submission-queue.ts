import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ojSubmissions } from '../db/judge-tables';
import type { JudgeResult } from '../judge';

export type SubmissionRow = typeof ojSubmissions.$inferSelect;
export type NewSubmission = Pick<
  typeof ojSubmissions.$inferInsert,
  'schoolId' | 'problemId' | 'contestId' | 'submitterKind' | 'submitterId' | 'language' | 'source'
>;

/** After this many claims a submission is given up with a system error instead of looping forever. */
export const maxAttempts = 3;

/** The database side of the judge queue; every function is safe to call from many processes. */
export const submissionQueue = {
  async enqueue(db: Db, submission: NewSubmission): Promise<SubmissionRow> {
    const [row] = await db.insert(ojSubmissions).values(submission).returning();
    return row;
  },

  /**
   * Takes the oldest waiting submission, or one whose worker stopped renewing its lease
   * (crashed), and leases it to `workerId`. SKIP LOCKED lets workers on many machines
   * claim in parallel without waiting on each other.
   */
  async claim(db: Db, workerId: string, leaseMs: number): Promise<SubmissionRow | null> {
    // One statement that also returns the row: a claim is a single round trip to the database.
    const [row] = await db
      .update(ojSubmissions)
      .set({
        status: 'judging',
        lockedBy: workerId,
        leaseExpiresAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        attempts: sql`${ojSubmissions.attempts} + 1`,
      })
      .where(
        eq(
          ojSubmissions.id,
          sql`(select id from oj_submissions
            where status <> 'finished' and (status = 'queued' or lease_expires_at < now())
            order by id
            for update skip locked
            limit 1)`,
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Keeps the lease while a long judging runs; false when the lease was lost to another worker. */
  async renew(db: Db, id: number, workerId: string, leaseMs: number): Promise<boolean> {
    const rows = await db
      .update(ojSubmissions)
      .set({ leaseExpiresAt: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
      .where(and(eq(ojSubmissions.id, id), eq(ojSubmissions.lockedBy, workerId), eq(ojSubmissions.status, 'judging')))
      .returning({ id: ojSubmissions.id });
    return rows.length > 0;
  },

  /** Stores the verdict; ignored when another worker has taken the submission over meanwhile. */
  async complete(db: Db, id: number, workerId: string, result: JudgeResult): Promise<boolean> {
    const rows = await db
      .update(ojSubmissions)
      .set({
        status: 'finished',
        verdict: result.verdict,
        score: result.score,
        timeMs: result.timeMs,
        memoryKb: result.memoryKb,
        compileMessage: result.compileMessage ?? null,
        systemMessage: result.systemMessage ?? null,
        results: result.tests,
        lockedBy: null,
        leaseExpiresAt: null,
        judgedAt: new Date(),
      })
      .where(and(eq(ojSubmissions.id, id), eq(ojSubmissions.lockedBy, workerId)))
      .returning({ id: ojSubmissions.id });
    return rows.length > 0;
  },

  /**
   * Gives a claimed submission back to the queue at once (a worker stopping before it could finish),
   * instead of leaving it until its lease runs out. The claim does not count as an attempt.
   */
  async release(db: Db, id: number, workerId: string): Promise<boolean> {
    const rows = await db
      .update(ojSubmissions)
      .set({ status: 'queued', lockedBy: null, leaseExpiresAt: null, attempts: sql`greatest(${ojSubmissions.attempts} - 1, 0)` })
      .where(and(eq(ojSubmissions.id, id), eq(ojSubmissions.lockedBy, workerId), eq(ojSubmissions.status, 'judging')))
      .returning({ id: ojSubmissions.id });
    return rows.length > 0;
  },

  async get(db: Db, id: number): Promise<SubmissionRow | null> {
    const [row] = await db.select().from(ojSubmissions).where(eq(ojSubmissions.id, id));
    return row ?? null;
  },
};
