import type { EntityWebAddon } from '../../resources/entity-addons';
import { ContractDetailExtra } from './contract-print';
import { ContractSignButton } from './contract-sign-button';

/**
 * 合同管理: edited only while 待签署, signed (or its scan replaced) until invalidated, invalidated
 * once; the detail shows the print view. The server refuses the same on every other row.
 */
export const studentContractAddon: EntityWebAddon<'StudentContract'> = {
  detailExtra: ContractDetailExtra,
  rowFilters: {
    update: (record) => record.state === 1,
    sign: (record) => record.state !== 0,
    invalidate: (record) => record.state !== 0,
  },
  buttons: { sign: ContractSignButton },
};
