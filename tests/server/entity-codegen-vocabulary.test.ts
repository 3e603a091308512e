import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { drizzleTables } from '../../scripts/entity-codegen/drizzle-tables';
import { loadEntities } from '../../scripts/entity-codegen/load-entities';
import { catalogueRouteNames, nearestNames } from '../../scripts/entity-codegen/route-names';

/**
 * The codegen's reading of list `where` presets and `defaultSort`, x-relation `onDelete` and `list`, permission keys
 * and screens (docs/entities.md): what it accepts reaches the description and the table; a mistake fails codegen.
 */
const dir = mkdtempSync(join(tmpdir(), 'entity-vocabulary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The route names these examples grant by; the real catalogue is used where naming is the point. */
const exampleRoutes = new Set(['a', 'b', 'c']);

function load(operations: Record<string, unknown>, ownerRelation: Record<string, unknown> = {}, screens?: Record<string, string[]>, routes: ReadonlySet<string> = exampleRoutes) {
  const entities = {
    Owner: {
      type: 'object',
      'x-entity': { table: 'owners', basePath: '/java-api/owner', tenant: { school: 'schoolId' }, label: 'name', operations: { list: { permission: ['a'] } } },
      properties: { id: { type: 'integer', 'x-db': { primary: true } }, schoolId: { type: 'integer', readOnly: true }, name: { type: 'string' } },
    },
    Lead: {
      type: 'object',
      'x-entity': { table: 'leads', basePath: '/java-api/lead', tenant: { school: 'schoolId' }, label: 'name', operations, ...(screens ? { screens } : {}) },
      properties: {
        id: { type: 'integer', 'x-db': { primary: true } },
        schoolId: { type: 'integer', readOnly: true },
        name: { type: 'string' },
        state: { type: 'integer', enum: [0, 1, 2] },
        ownerId: { type: ['integer', 'null'], 'x-relation': { entity: 'Owner', as: 'ownerName', ...ownerRelation } },
      },
    },
  };
  writeFileSync(join(dir, 'entities.yaml'), stringify(entities));
  return loadEntities(dir, routes);
}

it('reads list operations with fixed conditions', () => {
  const { entities } = load({
    list: { permission: ['a'] },
    openList: { kind: 'list', call: 'selectOpenList', where: { ownerId: null, state: [0, 1] }, permission: ['b'] },
    flowList: { kind: 'list', where: { ownerId: { not: null }, state: 2 }, permission: ['c'] },
  });
  const ops = entities.find((e) => e.meta.name === 'Lead')!.meta.operations;
  expect(ops.openList).toMatchObject({ kind: 'list', path: '/java-api/lead/selectOpenList', where: { ownerId: null, state: [0, 1] }, permissions: ['b'] });
  expect(ops.flowList).toMatchObject({ kind: 'list', path: '/java-api/lead/flowList', where: { ownerId: { not: null }, state: 2 } });
});

it('refuses a where on another kind, on an unknown field or of another form', () => {
  expect(() => load({ remove: { kind: 'custom', where: { state: 1 }, permission: ['a'] } })).toThrow(/where is for list operations/);
  expect(() => load({ openList: { kind: 'list', where: { nope: 1 }, permission: ['a'] } })).toThrow(/unknown field nope/);
  expect(() => load({ openList: { kind: 'list', where: { state: { gt: 1 } }, permission: ['a'] } })).toThrow(/must be a value, a list of values, null/);
  expect(() => load({ openList: { kind: 'list', where: { state: [] }, permission: ['a'] } })).toThrow(/must be a value/);
});

it('reads a list operation’s own order and a relation’s picker list; refuses ones it cannot honour', () => {
  const { entities } = load({ list: { permission: ['a'] }, flowList: { kind: 'list', defaultSort: ['state nulls last', '-name', 'id'], permission: ['c'] } }, { list: 'list' });
  const lead = entities.find((e) => e.meta.name === 'Lead')!.meta;
  expect(lead.operations.flowList.defaultSort).toEqual([{ field: 'state', order: 'asc', nulls: 'last' }, { field: 'name', order: 'desc' }, { field: 'id', order: 'asc' }]);
  expect(lead.fields.find((f) => f.name === 'ownerId')!.relation).toMatchObject({ entity: 'Owner', list: 'list' });
  expect(() => load({ remove: { kind: 'custom', defaultSort: ['id'], permission: ['a'] } })).toThrow(/defaultSort is for list operations/);
  expect(() => load({ flowList: { kind: 'list', defaultSort: ['nope', 'id'], permission: ['a'] } })).toThrow(/unknown field nope/);
  expect(() => load({ flowList: { kind: 'list', defaultSort: ['state nulls middle', 'id'], permission: ['a'] } })).toThrow(/field, -field, optionally with nulls first\|last/);
  expect(() => load({ flowList: { kind: 'list', defaultSort: ['state'], permission: ['a'] } })).toThrow(/must end with id/);
  expect(() => load({ list: { permission: ['a'] } }, { list: 'selectPool' })).toThrow(/picks from selectPool, not a list operation of Owner/);
});

it('writes the relation’s onDelete into the table, and refuses one it cannot honour', () => {
  const cascade = drizzleTables(load({ list: { permission: ['a'] } }, { onDelete: 'cascade' }).entities);
  expect(cascade).toContain("ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'cascade' })");
  const plain = drizzleTables(load({ list: { permission: ['a'] } }).entities);
  expect(plain).toContain("ownerId: integer('owner_id').references(() => owners.id),");
  expect(() => drizzleTables(load({ list: { permission: ['a'] } }, { onDelete: 'drop' }).entities)).toThrow(/cascade, set null or restrict/);
});

it('refuses a permission key or a screen that the route catalogue does not have, naming the nearest ones', () => {
  // The Owner of these examples grants by 'a'.
  const catalogue = new Set([...catalogueRouteNames, 'a']);
  const real = { list: { permission: ['goods-list'] }, update: { call: 'edit', permission: ['goods-list', 'edit-goods'] } };
  const { entities } = load(real, {}, { list: ['goods-list'], edit: ['edit-goods'] }, catalogue);
  expect(entities.find((e) => e.meta.name === 'Lead')!.meta.screens).toMatchObject({ list: ['goods-list'], edit: ['edit-goods'] });

  const misspeltKey = { ...real, update: { call: 'edit', permission: ['goods-list', 'edit-good'] } };
  expect(() => load(misspeltKey, {}, undefined, catalogue)).toThrow(
    /^openapi\/entities\/entities\.yaml: Lead: operation update permission "edit-good" is not a route of shared\/route-catalog\.ts \(nearest: edit-goods, /,
  );
  expect(() => load(real, {}, { list: ['goods-lists'] }, catalogue)).toThrow(
    /entities\.yaml: Lead: screens\.list "goods-lists" is not a route of shared\/route-catalog\.ts \(nearest: goods-list, /,
  );
  expect(() => load(real, {}, undefined, catalogueRouteNames)).toThrow(/Owner: operation list permission "a" is not a route/);
});

it('suggests names by spelling, closest first', () => {
  expect(nearestNames('dataBord', catalogueRouteNames)[0]).toBe('dataBoard');
  expect(nearestNames('x', ['abc', 'xy', 'xyz'])).toEqual(['xy', 'xyz', 'abc']);
});
