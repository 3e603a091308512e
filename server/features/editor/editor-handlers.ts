import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { loadSessionActor } from '../../auth/session-actor';
import { codePrompts } from '../../db/schema';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { schoolSwitch } from '../oj/school-switch';

/**
 * The editors' hints: a school's staff and students get suggestions and the platform's code
 * prompts (CodePrompt, kept at course-management/codeprompt) only while the school holds the
 * 编辑器提示 authorization; the back office always does.
 */
export function editorHandlers({ db }: AppDeps): HandlerMap {
  return {
    async editorHints(request) {
      const actor = await loadSessionActor(db, request);
      const showHint = actor.kind === 'admin' || (await schoolSwitch(db, actor.schoolId, 'showHint'));
      if (!showHint) return ok({ showHint, prompts: [] });
      const { language } = request.body;
      const prompts = await db
        .select({ keyword: codePrompts.keyword, snippet: codePrompts.snippet, description: codePrompts.description })
        .from(codePrompts)
        .where(and(eq(codePrompts.language, language), eq(codePrompts.state, 1)))
        .orderBy(asc(codePrompts.sortOrder), asc(codePrompts.id));
      return ok({ showHint, prompts });
    },
  };
}
