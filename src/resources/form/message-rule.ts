import type { Rule } from 'antd/es/form';

/**
 * An antd form rule from one of the shared checks (shared/account-safety/*), which answer the
 * exact message of the specification or null, so the dialog and the server say the same thing.
 */
export function messageRule(check: (value: string) => string | null): Rule {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const error = check(value ?? '');
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  };
}
