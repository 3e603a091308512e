import type { FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages';
import { ApiFailure } from '../lib/api-failure';
import { ErrorCodes } from '../../shared/error-codes';
import type { SessionKind, SessionRef, SessionStore } from '../auth/session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session behind the Authorization header, once a security handler has accepted it. */
    auth?: SessionRef;
    /** Memoised lookup so alternative schemes (staff or student) cost one query. */
    sessionLookup?: Promise<SessionRef | null>;
  }
}

function lookup(request: FastifyRequest, store: SessionStore): Promise<SessionRef | null> {
  if (!request.sessionLookup) {
    const header = request.headers.authorization?.trim();
    const token = header?.replace(/^Bearer\s+/i, '');
    request.sessionLookup = token ? store.resolve(token) : Promise.resolve(null);
  }
  return request.sessionLookup;
}

function schemeFor(kind: SessionKind, store: SessionStore) {
  return async (request: FastifyRequest) => {
    const session = await lookup(request, store);
    if (!session || session.kind !== kind || session.standing === 'ended') throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
    // InvalidToken: the client signs out and shows this message instead of the generic one.
    if (session.standing === 'schoolStopped') throw new ApiFailure(ErrorCodes.InvalidToken, messages.schoolStopped);
    if (session.standing === 'blocked') throw new ApiFailure(ErrorCodes.InvalidToken, messages.accountDisabled);
    request.auth = session;
  };
}

/** One handler per security scheme of the contract (openapi.yaml components.securitySchemes). */
export function createSecurityHandlers(store: SessionStore) {
  return {
    staffToken: schemeFor('staff', store),
    studentToken: schemeFor('student', store),
    adminToken: schemeFor('admin', store),
  };
}
