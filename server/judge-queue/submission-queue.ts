import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ojSubmissions } from '../db/judge-tables';
import { storableJson, storableText, type JudgeResult } from '../judge';

export type SubmissionRow = typeof ojSubmissions.$inferSelect;
export type NewSubmission = Pick<
  typeof ojSubmissions.$inferInsert,
  'schoolId' | 'problemId' | 'contestId' | 'submitterKind' | 'submitterId' | 'language' | 'source'
> & Pick<Partial<typeof ojSubmissions.$inferInsert>, 'examSheetId'>;

/** After this many claims a submission is given up with a system error instead of looping forever. */
export const maxAttempts = 3;

/** The database side of the judge queue; every function is safe to call from many processes. */
export const submissionQueue = {
  async enqueue(db: Db, submission: NewSubmission): Promise<SubmissionRow> {
    const [row] = await db.insert(ojSubmissions).values(submission).returning();
    return row;
  },

  /**
   * Leases the next submission to `workerId`: a waiting one, or one whose worker stopped renewing its
   * lease (crashed). Users take turns: a submission's turn is its place in its submitter's own queue
   * plus the submissions that submitter already has being judged, and the lowest turn goes first
   * (oldest first among equal turns). So one student's many (or slow) submissions never make another
   * student wait behind all of them: with A's four waiting and then B's one, B's is taken second.
   * SKIP LOCKED lets workers on many machines claim in parallel without waiting on each other.
   */
  async claim(db: Db, workerId: string, leaseMs: number): Promise<SubmissionRow | null> {
    // One statement that also returns the row: a claim is a single round trip to the database. The
    // turns are counted over unfinished rows only (a small partial index), however long the history.
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
          sql`(select s.id from oj_submissions s
            join (select id,
                row_number() over (partition by submitter_kind, submitter_id, busy order by id)
                  + count(*) filter (where busy) over (partition by submitter_kind, submitter_id) as turn
              from (select id, submitter_kind, submitter_id, (status = 'judging' and lease_expires_at >= now()) as busy
                from oj_submissions where status <> 'finished') unfinished) turns on turns.id = s.id
            where s.status <> 'finished' and (s.status = 'queued' or s.lease_expires_at < now())
            order by turns.turn, s.id
            for update of s skip locked
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

  /**
   * Stores the verdict; ignored when another worker has taken the submission over meanwhile. What the
   * program printed is stored escaped where the database would refuse it (NUL), so such output is
   * judged like any other instead of failing the write again at every retry. `withVerdict` runs in
   * the same transaction once the verdict is stored: what it writes commits with the verdict or not
   * at all, so a process dying in between cannot leave a verdict without what it earned.
   */
  async complete(db: Db, id: number, workerId: string, result: JudgeResult, withVerdict?: (tx: Db) => Promise<unknown>): Promise<boolean> {
    if (withVerdict) {
      return db.transaction(async (tx) => {
        const stored = await submissionQueue.complete(tx as unknown as Db, id, workerId, result);
        if (stored) await withVerdict(tx as unknown as Db);
        return stored;
      });
    }
    const rows = await db
      .update(ojSubmissions)
      .set({
        status: 'finished',
        verdict: result.verdict,
        score: result.score,
        timeMs: result.timeMs,
        memoryKb: result.memoryKb,
        compileMessage: result.compileMessage === undefined ? null : storableText(result.compileMessage),
        systemMessage: result.systemMessage === undefined ? null : storableText(result.systemMessage),
        results: storableJson(result.tests),
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
