import type { DataProvider } from '@refinedev/core';
import type { CrudFilter } from '@refinedev/core';
import type { EntityMeta } from '../../shared/entity-types';
import { fieldOf, providerMeta, resourceOf } from './entity-resource';
import { downloadSheets } from './excel-download';
import { fieldText } from './field-value';

/** Rows per list call while exporting: the contract's page limit. */
const exportPageSize = 1000;

/** Every row of the current list (same filters and order), fetched page by page. */
async function allRows(dataProvider: DataProvider, entity: EntityMeta, filters: CrudFilter[], sorters: { field: string; order: 'asc' | 'desc' }[], listKey: string) {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await dataProvider.getList<Record<string, unknown>>({
      resource: resourceOf(entity),
      meta: providerMeta(entity, listKey),
      pagination: { currentPage: page, pageSize: exportPageSize, mode: 'server' },
      filters,
      sorters,
    });
    rows.push(...answer.data);
    if (rows.length >= answer.total || answer.data.length < exportPageSize) return rows;
  }
}

/** The current list as an .xlsx file with the list columns' Chinese titles and displayed values. */
export async function exportToExcel(args: { dataProvider: DataProvider; entity: EntityMeta; filters: CrudFilter[]; sorters: { field: string; order: 'asc' | 'desc' }[]; listKey: string }) {
  const { entity } = args;
  const rows = await allRows(args.dataProvider, entity, args.filters, args.sorters, args.listKey);
  const fields = entity.listColumns.map((name) => fieldOf(entity, name));
  await downloadSheets(`${entity.title}-${new Date().toISOString().slice(0, 10)}.xlsx`, [
    {
      name: entity.title,
      columns: fields.map((f) => ({ header: f.title, key: f.name })),
      rows: rows.map((row) => Object.fromEntries(fields.map((f) => [f.name, fieldText(f, row)]))),
    },
  ]);
  return rows.length;
}
