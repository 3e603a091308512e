import { useState } from 'react';
import { useNavigate } from 'react-router';
import { receiptPath } from './finance-fields';

/**
 * The receipt-making pages' one way to send: busy while the call runs, then the receipt it made opens.
 * A refusal has been shown by the request layer already; `onRefused` lets a page read its figures again.
 */
export function useMakeReceipt(onRefused?: () => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const make = async (call: () => Promise<{ content?: { id: number } | null }>) => {
    setBusy(true);
    try {
      const answer = await call();
      navigate(receiptPath(answer.content!.id));
    } catch {
      onRefused?.();
    } finally {
      setBusy(false);
    }
  };
  return { busy, make };
}
