import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../shared/generated/contract.gen';
import type { Db } from '../../db/client';
import { downloadItems } from '../../db/schema';

type DownloadItem = components['schemas']['DownloadItem'];

/** What /download offers anyone: the platform's downloads on sale, in the back office's order. */
export async function listPublicDownloads(db: Db): Promise<DownloadItem[]> {
  const rows = await db.select().from(downloadItems).where(eq(downloadItems.state, 1)).orderBy(asc(downloadItems.sortOrder), asc(downloadItems.id)).limit(200);
  // The column holds only the contract's platforms: the back office writes it through the contract.
  return rows.map((row) => ({ ...row, platform: row.platform as DownloadItem['platform'], state: 1 as const, createdAt: row.createdAt.toISOString() }));
}
