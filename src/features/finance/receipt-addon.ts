import type { EntityWebAddon } from '../../resources/entity-addons';
import { ReceiptDetailExtra } from './receipt-detail-extra';

/** A receipt is invalidated once; its detail shows the print view and the after-pay. */
export const receiptAddon: EntityWebAddon<'Receipt'> = {
  detailExtra: ReceiptDetailExtra,
  rowFilters: { invalidate: (record) => record.state === 1 },
};
