import localizeZh from 'ajv-i18n/localize/zh/index.js';
import { noNulPattern } from '../openapi-limits';

/** The subset of an Ajv error this module reads. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

type JsonSchema = { $ref?: string; title?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; allOf?: JsonSchema[] };

/** Named schemas of the contract, to follow `#/components/schemas/X` references. */
export type SchemaLookup = (ref: string) => JsonSchema | undefined;

function deref(node: JsonSchema | undefined, lookup: SchemaLookup): JsonSchema | undefined {
  let current = node;
  for (let i = 0; current?.$ref && i < 10; i += 1) current = lookup(current.$ref);
  return current;
}

const contextNames: Record<string, string> = { body: '请求体', querystring: '查询参数', params: '路径参数', headers: '请求头' };

/** Chinese label of a field: its schema `title`, else its name; an item of a list is named by the list and its position. */
function fieldLabel(schema: JsonSchema | undefined, path: string[], lookup: SchemaLookup): string {
  const last = path[path.length - 1];
  if (path.length > 1 && /^\d+$/.test(last)) return `${fieldLabel(schema, path.slice(0, -1), lookup)}第${Number(last) + 1}项`;
  let node = deref(schema, lookup);
  for (const part of path) {
    node = deref(/^\d+$/.test(part) ? node?.items : node?.properties?.[part], lookup);
  }
  const name = path[path.length - 1];
  return node?.title ? `${node.title}（${name}）` : name;
}

function describe(error: SchemaError, label: string): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `${label}不能为空`;
    case 'type':
      return `${label}的类型应为${String(p.type).replace('integer', '整数').replace('number', '数字').replace('string', '字符串').replace('boolean', '布尔值').replace('object', '对象').replace('array', '数组')}`;
    case 'minLength':
      return Number(p.limit) <= 1 ? `${label}不能为空` : `${label}长度不能少于${p.limit}个字符`;
    case 'maxLength':
      return `${label}长度不能超过${p.limit}个字符`;
    case 'pattern':
      return p.pattern === noNulPattern ? `${label}不能包含空字符` : `${label}格式不正确`;
    case 'format':
      return `${label}格式不正确`;
    case 'enum':
      return `${label}的取值不在允许范围内`;
    case 'const':
      return `${label}的取值不正确`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label}不能小于${p.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label}不能大于${p.limit}`;
    case 'additionalProperties':
      return `不支持的参数：${String(p.additionalProperty)}`;
    case 'maxItems':
      return `${label}最多${p.limit}项`;
    case 'minItems':
      return `${label}至少${p.limit}项`;
    default: {
      const copy = [{ ...error }];
      localizeZh(copy as never);
      return `${label}${copy[0].message ?? '不正确'}`;
    }
  }
}

/** One readable Chinese sentence for a failed request validation, naming the fields. */
export function validationMessage(errors: SchemaError[], context: string | undefined, schema: unknown, lookup: SchemaLookup = () => undefined): string {
  const parts = errors.map((error) => {
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    const label = path.length ? fieldLabel(schema as JsonSchema, path, lookup) : (contextNames[context ?? ''] ?? '参数');
    return describe(error, label);
  });
  return `参数错误：${[...new Set(parts)].join('；')}`;
}
