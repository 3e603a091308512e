/** The four kinds of works (section 3) by their Chinese names, as students and teachers see them. */
export const workKindNames = { block: '图形化', python: 'Python', cpp: 'C++', junior: '积木' } as const;
