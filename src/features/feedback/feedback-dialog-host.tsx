import { lazy, useSyncExternalStore } from 'react';
import { loadChunk } from '../../app/chunk-load/chunk-load-error';
import { feedbackDialog } from './feedback-dialog-store';

// Loads with its first opening: the upload and list code stays out of the first visit.
const FeedbackDialog = lazy(() => loadChunk(() => import('./feedback-dialog')).then((m) => ({ default: m.FeedbackDialog })));

/** Renders the feedback dialog while some page has it open. */
export function FeedbackDialogHost() {
  const target = useSyncExternalStore(feedbackDialog.subscribe, feedbackDialog.get);
  return target ? <FeedbackDialog key={`${target.type}-${target.targetId}`} target={target} onClose={feedbackDialog.close} /> : null;
}
