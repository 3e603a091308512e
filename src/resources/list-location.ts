import { useGo, useParsed, type CrudFilter, type CrudSort } from '@refinedev/core';
import { createContext, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Whether a list keeps its page, page size, sort, filters and keyword in the address, so it
 * can be shared, reloaded and returned to with Back. A screen's own list does; a list inside
 * a record's details (or one tab among several lists) does not: the address holds one list's
 * state, and two lists would overwrite each other's.
 */
export const ListStateInUrl = createContext(true);

/** A list's state as the address holds it, in Refine's syncWithLocation format (`currentPage`, `pageSize`, `sorters[i]`, `filters[i]`). */
export interface ListLocation {
  currentPage?: number;
  pageSize?: number;
  sorters?: CrudSort[];
  filters?: CrudFilter[];
}

const positive = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined);

/** The state the address held when the list opened (nothing when the list does not keep it there). */
export function useOpenedListLocation(inUrl: boolean): ListLocation {
  const { params } = useParsed<ListLocation>();
  const [opened] = useState<ListLocation>(() =>
    inUrl
      ? {
          currentPage: positive(params?.currentPage),
          pageSize: positive(params?.pageSize),
          sorters: Array.isArray(params?.sorters) ? params.sorters : undefined,
          filters: Array.isArray(params?.filters) ? params.filters : undefined,
        }
      : {},
  );
  return opened;
}

/**
 * Writes each change of the list's state into the address, replacing the entry so Back
 * leaves the screen. The state the list opened with is not written: a list opened from the
 * menu keeps its plain address until the user pages, sorts or searches.
 */
export function useListLocationWriter(inUrl: boolean, state: Required<ListLocation>, permanentFields: string[]) {
  const go = useGo();
  const opened = useRef(true);
  const { currentPage, pageSize, sorters, filters } = state;
  useEffect(() => {
    if (!inUrl) return;
    if (opened.current) {
      opened.current = false;
      return;
    }
    // The screen's fixed narrowing is part of the screen, not of what the user chose.
    const chosen = filters.filter((f) => !('field' in f && permanentFields.includes(f.field)));
    go({ type: 'replace', options: { keepQuery: true, keepHash: true }, query: { currentPage, pageSize, sorters, filters: chosen } });
  }, [inUrl, currentPage, pageSize, sorters, filters]);
}

/** A whole number read from the address, if it holds one. */
export function intParam(value: string | null): number | undefined {
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * A hand-written list's query kept in the address by name (?pageNum=2&keyword=…), so it too
 * can be shared, reloaded and returned to with Back: `read` turns the address into the query,
 * `toParams` picks what the address keeps (empty values stay out). Writes replace the entry.
 */
export function useQueryInUrl<Q>(read: (params: URLSearchParams) => Q, toParams: (query: Q) => Record<string, string | number | undefined>): [Q, (next: Q) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => read(params), [params]);
  const setQuery = (next: Q) =>
    setParams(
      (current) => {
        const written = new URLSearchParams(current);
        for (const [name, value] of Object.entries(toParams(next))) {
          if (value === undefined || value === '') written.delete(name);
          else written.set(name, String(value));
        }
        return written;
      },
      { replace: true },
    );
  return [query, setQuery];
}
