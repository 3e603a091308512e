import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { contestRuleNames, freezingRuleLabels } from './contest-rules';

type Schema = { properties?: Record<string, { enum?: string[] }> };

describe('contest rules', () => {
  it('are the rules of the contract: every `rule` of the OJ contest schemas has exactly these values', () => {
    const schemas = parse(readFileSync(new URL('../openapi/schemas/oj-contest.yaml', import.meta.url), 'utf8')) as Record<string, Schema>;
    const ruleEnums = Object.values(schemas).flatMap((s) => (s.properties?.rule?.enum ? [s.properties.rule.enum] : []));
    expect(ruleEnums.length).toBeGreaterThanOrEqual(3);
    for (const values of ruleEnums) expect([...values].sort()).toEqual([...contestRuleNames].sort());
  });

  it('the refusal of a freeze names the rules whose board may freeze', () => {
    expect(freezingRuleLabels()).toBe('ACM');
  });
});
