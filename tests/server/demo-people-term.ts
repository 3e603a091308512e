import type { Db } from '../../server/db/client';
import { seedDemoData } from '../../server/seed/demo-data';
import type { DemoScale, DemoTermContext } from '../../server/seed/demo-term/demo-term-context';
import { seedPeopleTerm } from '../../server/seed/demo-term/people/seed-people-term';
import { seedDemoTerm } from '../../server/seed/demo-term/seed-demo-term';

/**
 * The base school and the demo term's people part, as the first start writes them, for the learning
 * part's test and benchmark to run that part alone on it. The people part runs in a transaction, as in
 * the first start (its scratch tables live until the commit); the context it returns reads `db` after.
 */
export async function demoPeopleTerm(db: Db, scale: Exclude<DemoScale, 'none'>, today: Date): Promise<DemoTermContext> {
  await seedDemoData(db, { scale: 'none' });
  const ctx = await db.transaction((tx) => seedDemoTerm(tx as unknown as Db, scale, today, [seedPeopleTerm]));
  return { ...ctx, db };
}
