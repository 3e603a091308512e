import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { packages } from './entities.gen';

/** Route names (RouteEntry.name of shared/route-catalog) a package grants to its schools' staff. */
export const packageResources = pgTable(
  'package_resources',
  {
    packageId: integer('package_id').notNull().references(() => packages.id),
    routeName: text('route_name').notNull(),
  },
  (t) => [uniqueIndex('package_resources_uq').on(t.packageId, t.routeName)],
);
