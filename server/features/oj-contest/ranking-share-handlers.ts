import type { AppDeps } from '../../app-deps';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { contestReadKeys } from './contest-handlers';
import { callerWith } from './oj-access';
import { openMatchRankingCard, openSharedRanking, rankingShareLinks, revokeRankingShare, shareRanking } from './ranking-share';

/** Contest ranking share links: made by who sees the ranking, opened by anyone holding the token. */
export function rankingShareHandlers({ db }: AppDeps): HandlerMap {
  return {
    async ojContestShareRanking(request) {
      const actor = await callerWith(db, request, contestReadKeys);
      return ok(await shareRanking(db, actor, request.body));
    },
    async ojContestRankingShareLinks(request) {
      const actor = await callerWith(db, request, contestReadKeys);
      return ok(await rankingShareLinks(db, actor, request.body));
    },
    async ojContestRevokeRankingShare(request) {
      const actor = await callerWith(db, request, contestReadKeys);
      return ok(await revokeRankingShare(db, actor, request.body.id));
    },
    async openSharedRanking(request) {
      return ok(await openSharedRanking(db, request.body.token));
    },
    async openMatchRankingCard(request) {
      return ok(await openMatchRankingCard(db, request.body.token));
    },
  };
}
