import { describe, expect, it } from 'vitest';
import { isSameLocation } from './same-location';

const here = { pathname: '/oj/questionBank', search: '?page=2', hash: '' };

describe('isSameLocation', () => {
  it('the same path, query and hash is the same place', () => {
    expect(isSameLocation(here, '/oj/questionBank?page=2')).toBe(true);
    expect(isSameLocation(here, '/oj/questionBank/?page=2')).toBe(true);
    expect(isSameLocation(here, { pathname: '/oj/questionBank', search: '?page=2' })).toBe(true);
  });
  it('a different query, hash or path is a real navigation', () => {
    expect(isSameLocation(here, '/oj/questionBank?page=3')).toBe(false);
    expect(isSameLocation(here, '/oj/questionBank?page=2#top')).toBe(false);
    expect(isSameLocation(here, '/oj/ranking')).toBe(false);
  });
  it('relative targets are left to the router', () => {
    expect(isSameLocation(here, 'questionBank?page=2')).toBe(false);
  });
});
