import { feedbackTypes, imageUrlSeparator } from '../../../shared/account-safety/feedback-rules';
import { createCourseFeedback, createQuestionFeedback } from '../../api/generated/account-safety';
import { withFlags } from '../../api/request';
import type { FeedbackTarget } from './feedback-dialog-store';

export interface FeedbackDraft {
  tagName: string;
  content: string;
  imageUrls: string[];
}

/** problemId for a question, cmId for a course; image urls joined by semicolons (section 3). */
export function submitFeedback(target: FeedbackTarget, draft: FeedbackDraft) {
  const common = { tagName: draft.tagName, content: draft.content.trim(), contentImgUrl: draft.imageUrls.join(imageUrlSeparator) };
  return target.type === feedbackTypes.question
    ? createQuestionFeedback({ problemId: target.targetId, ...common }, withFlags({ silent: true }))
    : createCourseFeedback({ cmId: target.targetId, ...common }, withFlags({ silent: true }));
}
