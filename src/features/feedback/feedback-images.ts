import { feedbackImageError, feedbackMessages, takeImagesWithinLimit } from '../../../shared/account-safety/feedback-rules';

/** The outcome of picking images: those to upload and the warnings to show (section 5). */
export function screenPickedImages<T extends { name: string; size: number }>(attached: number, picked: T[]): { accepted: T[]; warnings: string[] } {
  const warnings = new Set<string>();
  const valid = picked.filter((file) => {
    const error = feedbackImageError(file);
    if (error) warnings.add(error);
    return !error;
  });
  const { kept, dropped } = takeImagesWithinLimit(attached, valid);
  if (dropped.length) warnings.add(feedbackMessages.imageCount);
  return { accepted: kept, warnings: [...warnings] };
}
