/** Post-login check states (section 4). */
export const CheckState = { unchecked: 0, checking: 1, mustShow: 2, done: 3 } as const;
export type CheckStateValue = (typeof CheckState)[keyof typeof CheckState];

/** In priority order: when several dialogs must show, the notice comes first, then phone, then password. */
export const checkNames = ['notice', 'phone', 'password'] as const;
export type CheckName = (typeof checkNames)[number];
