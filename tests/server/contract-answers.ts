import { appendFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse as Response } from 'fastify';

/**
 * Every answer the server tests receive is checked against the contract: the operation is found
 * by method and path, and the body must match the schema of its status and content type.
 * An undocumented status or content type, or a body the schema rejects, fails the call.
 */
type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  method: string;
  pattern: RegExp;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const bundle = JSON.parse(readFileSync(fileURLToPath(new URL('../../openapi/openapi.bundle.gen.json', import.meta.url)), 'utf8')) as {
  paths: Record<string, Record<string, Json>>;
  components: Json;
};

const contractId = 'contract';
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
ajv.addSchema({ $id: contractId, components: bundle.components });

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
const operations: Operation[] = Object.entries(bundle.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => methods.has(method))
    .map(([method, op]) => ({
      operationId: String(op.operationId),
      method: method.toUpperCase(),
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      responses: (op.responses ?? {}) as Operation['responses'],
    })),
);

/** Component refs of a path's inline schema point into the contract's components. */
function anchored(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchored);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? contractId + value : anchored(value)]),
  );
}

const failureValidator = ajv.compile({ $ref: `${contractId}#/components/schemas/Failure` });
const validators = new Map<string, ValidateFunction>();
function validatorFor(op: Operation, status: string, type: string, schema: unknown): ValidateFunction {
  const key = `${op.operationId} ${status} ${type}`;
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile(anchored(schema) as Json)));
  return validate;
}

/** Set CONTRACT_COVERAGE_FILE to list the operationIds whose answers were checked (one line each, per test process). */
const coverageFile = process.env.CONTRACT_COVERAGE_FILE;
const covered = new Set<string>();

export function operationOf(method: string, path: string): Operation | undefined {
  return operations.find((op) => op.method === method && op.pattern.test(path));
}

/** Throws when the answer breaks the contract; answers outside the contract (web app, files) pass. */
export function checkAnswer(response: Response): void {
  const method = String(response.raw.req.method).toUpperCase();
  const path = String(response.raw.req.url).split('?')[0];
  const op = operationOf(method, path);
  if (!op) return;
  const where = `${op.operationId} (${method} ${path})`;
  const status = String(response.statusCode);
  const answer = op.responses[status] ?? op.responses.default;
  if (!answer) throw new Error(`Contract: ${where} answered HTTP ${status}, which the contract does not document`);
  const type = String(response.headers['content-type'] ?? '').split(';')[0].trim();
  const declared = answer.content?.[type];
  if (!declared) throw new Error(`Contract: ${where} answered HTTP ${status} as "${type}", which the contract does not document`);
  if (declared.schema === undefined) return;
  const body: unknown = type.endsWith('json') ? response.json() : response.body;
  // An operation's schema describes its success; any call may fail with the contract's Failure envelope.
  const failed = (body as { success?: unknown } | null)?.success === false;
  const validate = failed ? failureValidator : validatorFor(op, status, type, declared.schema);
  if (!validate(body)) {
    const errors = ajv.errorsText(validate.errors, { separator: '\n  ', dataVar: 'answer' });
    throw new Error(`Contract: the ${failed ? 'failure' : 'answer'} of ${where} breaks the contract:\n  ${errors}\nanswer: ${JSON.stringify(body).slice(0, 2000)}`);
  }
  if (coverageFile && !covered.has(op.operationId)) {
    covered.add(op.operationId);
    appendFileSync(coverageFile, `${op.operationId}\n`);
  }
}
