/**
 * How requests are validated against the contract. Unknown fields are refused rather than silently
 * dropped; OpenAPI keywords are allowed. No type is ever coerced: `true`, "1" or [1] for a number is a
 * wrong request, not student 1 (query strings and paths get their digits read as numbers by
 * query-numbers.ts, and nothing else).
 */
export const requestAjvOptions = { removeAdditional: false, coerceTypes: false, useDefaults: true, strict: false } as const;
