import { staffEntities } from '../../../shared/generated/entities/staff-entities.gen';
import { fieldOf } from '../../resources/entity-resource';

/** The relation fields the finance screens pick from (student, course, goods, payment account). */
export const receiptEntity = staffEntities.Receipt!;
export const pickers = {
  student: fieldOf(receiptEntity, 'studentId'),
  payAccount: fieldOf(receiptEntity, 'payAccountId'),
  course: fieldOf(staffEntities.ReceiptLine!, 'courseId'),
  goods: fieldOf(staffEntities.ReceiptLine!, 'goodsId'),
};

/** Where a written receipt is shown (and printed). */
export const receiptPath = (id: number) => `/school-home-page/finance/ordermanagementDetail?id=${id}`;
