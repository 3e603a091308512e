import { useQuery } from '@tanstack/react-query';
import type { HourBalance, RefundQuote } from '../../api/generated/api.schemas';
import { receiptQuoteRefund } from '../../api/generated/receipt';
import { saleCourseDetail } from '../../api/generated/sale-course';
import { content, withFlags } from '../../api/request';

/**
 * What the transfer preview needs from the server as the form is filled in: 退费试算 of the hours
 * leaving (asked only for hours the student has, so typing never raises a refusal) and the new
 * course's unit price. Null until both are known.
 */
export function useTransferInputs(
  studentId: number | undefined,
  from: HourBalance | undefined,
  hours: number | null | undefined,
  toCourseId: number | undefined,
): { quote: RefundQuote; unitPrice: number } | null {
  const quoteReady = Boolean(studentId && from && hours && hours >= 1 && hours <= from.hours);
  const quote = useQuery({
    queryKey: ['transfer-quote', studentId, from?.courseId, from?.hours, from?.value, hours],
    enabled: quoteReady,
    queryFn: () => content(receiptQuoteRefund({ studentId: studentId!, courseId: from!.courseId, hours: hours! }, withFlags({ silent: true }))),
  });
  const course = useQuery({
    queryKey: ['transfer-course', toCourseId],
    enabled: Boolean(toCourseId),
    queryFn: () => content(saleCourseDetail({ id: toCourseId! }, withFlags({ silent: true }))),
  });
  if (!quoteReady || !quote.data || !toCourseId || !course.data) return null;
  return { quote: quote.data, unitPrice: course.data.unitPrice };
}
