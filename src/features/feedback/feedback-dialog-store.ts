import type { FeedbackType } from '../../../shared/account-safety/feedback-rules';

/** What the feedback dialog is about: a question (type 0, problemId) or a course (type 1, cmId). */
export interface FeedbackTarget {
  type: FeedbackType;
  targetId: number;
}

let target: FeedbackTarget | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Opens the global feedback dialog from any page. */
export const feedbackDialog = {
  open(next: FeedbackTarget): void {
    target = next;
    emit();
  },
  close(): void {
    target = null;
    emit();
  },
  get: (): FeedbackTarget | null => target,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
