/**
 * A data folder holding the base school and the demo term's learning part, to start the product
 * on and look at the pages (community, works, exam results, OJ ranking) before the whole demo
 * term is wired into the first start:
 *
 *   npx tsx tests/server/demo-learning-data-dir.ts /tmp/demo-learning-data
 *   DATA_DIR=/tmp/demo-learning-data PORT=8093 npx tsx server/main.ts
 */
import { openDatabase } from '../../server/db/client';
import { seedLearningTerm } from '../../server/seed/demo-term/learning';
import { learningContext } from './demo-learning-fixture';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: demo-learning-data-dir.ts <empty data folder>');
const database = await openDatabase({ dataDir });
await database.migrate();
const ctx = await learningContext(database.db, { scale: 'standard', today: new Date() });
await seedLearningTerm(ctx);
await database.close();
console.log(`${dataDir}: ${ctx.students.length} students, ${ctx.classes.length} classes, with their term of learning`);
process.exit(0);
