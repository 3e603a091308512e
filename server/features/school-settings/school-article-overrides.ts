import { ErrorCodes } from '../../../shared/error-codes';
import { settingsMessages } from '../../../shared/school-settings/settings-messages';
import type { EntityOverrides } from '../../crud/entity-overrides';
import { ApiFailure } from '../../lib/api-failure';
import { containsScript, sanitizeNoticeHtml } from '../notice/notice-html';

/**
 * An article is shown on the school's public home page: script is refused outright and the
 * rest goes through the notices' sanitizer before it is stored, whatever the editor sent.
 */
export const schoolArticleOverrides: EntityOverrides<'SchoolArticle'> = {
  beforeWrite(values) {
    if (typeof values.title === 'string') values.title = values.title.trim();
    if (typeof values.content === 'string') {
      if (containsScript(values.content)) throw new ApiFailure(ErrorCodes.InvalidParameter, settingsMessages.articleScript);
      values.content = sanitizeNoticeHtml(values.content);
    }
    return values;
  },
};
