import { describe, expect, it } from 'vitest';
import { productTitle } from '../product';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('school name, then the product title', () => {
    expect(pageTitle('示范编程学校')).toBe(`示范编程学校 - ${productTitle}`);
  });
  it('the product title alone without a school', () => {
    expect(pageTitle(null)).toBe(productTitle);
  });
});
