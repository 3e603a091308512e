import { withFlags } from '../../api/request';

/** Request flags of an OJ call: the back office's pages use the administrator's session. */
export function ojCall(admin = false): RequestInit {
  return withFlags({ admin });
}

/** Polling calls (verdicts, boards) skip the loading overlay. */
export function ojPoll(admin = false): RequestInit {
  return withFlags({ admin, silent: true });
}
