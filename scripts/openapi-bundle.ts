import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';

/**
 * Turns the split contract under openapi/ into one OpenAPI document.
 * Every entry of openapi/schemas/*.yaml becomes components.schemas.<Name> (names are
 * global, so a duplicate is an error) and every $ref to it is rewritten to the
 * component; path files are inlined. The result is what orval and the server read.
 */
type Json = unknown;

// `file.yaml#/Name` (also `name.gen.yaml`) from anywhere, or `#/Name` inside a schema file; names are global.
const schemaRefPattern = /^(?:(?:.*\/)?([\w.-]+)\.yaml)?#\/([\w-]+)$/;

function readYaml(file: string): Record<string, Json> {
  return parse(readFileSync(file, 'utf8')) as Record<string, Json>;
}

function rewriteRefs(node: Json, currentFile: string, inSchemaFile: boolean, schemaNames: Set<string>): Json {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, currentFile, inSchemaFile, schemaNames));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && !value.startsWith('#/components/')) {
      const m = schemaRefPattern.exec(value);
      if (!m || (!m[1] && !inSchemaFile)) throw new Error(`${currentFile}: unsupported $ref ${value}`);
      if (!schemaNames.has(m[2])) throw new Error(`${currentFile}: $ref to unknown schema ${m[2]}`);
      out[key] = `#/components/schemas/${m[2]}`;
    } else {
      out[key] = rewriteRefs(value, currentFile, inSchemaFile, schemaNames);
    }
  }
  return out;
}

export function bundleOpenApi(rootFile: string): Record<string, Json> {
  const root = readYaml(rootFile);
  const baseDir = dirname(rootFile);
  const schemaDir = join(baseDir, 'schemas');

  const rawSchemas = new Map<string, { file: string; schema: Json }>();
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.yaml')).sort()) {
    const full = join(schemaDir, file);
    for (const [name, schema] of Object.entries(readYaml(full))) {
      const seen = rawSchemas.get(name);
      if (seen) throw new Error(`schema ${name} is defined in both ${basename(seen.file)} and ${file}`);
      rawSchemas.set(name, { file: full, schema });
    }
  }
  const names = new Set(rawSchemas.keys());
  const schemas: Record<string, Json> = {};
  for (const [name, { file, schema }] of rawSchemas) schemas[name] = rewriteRefs(schema, file, true, names);

  const paths: Record<string, Json> = {};
  const pathFiles = new Map<string, Record<string, Json>>();
  for (const [route, item] of Object.entries((root.paths ?? {}) as Record<string, { $ref?: string }>)) {
    if (!item.$ref) {
      paths[route] = rewriteRefs(item, rootFile, false, names);
      continue;
    }
    const [rel, pointer] = item.$ref.split('#/');
    const file = resolve(baseDir, rel);
    if (!pathFiles.has(file)) pathFiles.set(file, readYaml(file));
    const target = pathFiles.get(file)![pointer];
    if (!target) throw new Error(`${rootFile}: ${item.$ref} not found`);
    paths[route] = rewriteRefs(target, file, false, names);
  }

  const components = (root.components ?? {}) as Record<string, Json>;
  return { ...root, paths, components: { ...components, schemas } };
}

/** Writes the bundle next to the sources; called by `npm run codegen`. */
export function writeOpenApiBundle(rootFile: string, outFile: string): void {
  writeFileSync(outFile, `${JSON.stringify(bundleOpenApi(rootFile), null, 2)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) {
  writeOpenApiBundle('openapi/openapi.yaml', 'openapi/openapi.bundle.gen.json');
}
