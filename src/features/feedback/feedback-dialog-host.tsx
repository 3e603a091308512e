import { useSyncExternalStore } from 'react';
import { FeedbackDialog } from './feedback-dialog';
import { feedbackDialog } from './feedback-dialog-store';

/** Renders the feedback dialog while some page has it open. */
export function FeedbackDialogHost() {
  const target = useSyncExternalStore(feedbackDialog.subscribe, feedbackDialog.get);
  return target ? <FeedbackDialog key={`${target.type}-${target.targetId}`} target={target} onClose={feedbackDialog.close} /> : null;
}
