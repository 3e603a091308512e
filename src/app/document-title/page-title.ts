import { productTitle } from '../product';

/** Section 2: the school name followed by the product title; the product title alone without a school. */
export function pageTitle(schoolName: string | null | undefined): string {
  return schoolName ? `${schoolName} - ${productTitle}` : productTitle;
}
