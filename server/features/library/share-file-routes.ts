import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../../shared/error-codes';
import { libraryMessages } from '../../../shared/library/library-rules';
import type { Db } from '../../db/client';
import { ApiFailure } from '../../lib/api-failure';
import { fail } from '../../lib/envelope';
import type { StorageDriver } from '../upload/storage-driver';
import { sendLocalObject } from '../upload/local-upload-routes';
import { parseShareFileQuery, shareFilePath, shareFileSeconds, verifyShareFile } from './share-file-url';
import { sharedFileKey } from './share-links';

export interface ShareFileOptions {
  db: Db;
  storage: StorageDriver;
  /** The local driver's folder (its files are streamed from here). */
  root: string;
}

/**
 * Reads a file of a shared album through the address the share page handed out: the link is
 * checked on every read, so once it is revoked or expired no address it gave works any more.
 * Binary answers are outside the JSON contract, like the local driver's own file route.
 */
export async function shareFileRoutes(app: FastifyInstance, options: ShareFileOptions): Promise<void> {
  const { db, storage, root } = options;
  app.get<{ Querystring: Record<string, unknown> }>(shareFilePath, async (request, reply) => {
    const claim = parseShareFileQuery(request.query);
    let key: string | null = null;
    try {
      key = claim ? await sharedFileKey(db, claim.linkId, claim.fileId, (hash) => verifyShareFile(hash, claim)) : null;
    } catch (error) {
      if (error instanceof ApiFailure) return reply.code(410).send(fail(error.code, error.message));
      throw error;
    }
    if (!key) return reply.code(404).send(fail(ErrorCodes.NotFound, libraryMessages.shareInvalid));
    // Never cached: a browser must ask again, and be refused, once the link is revoked.
    const signed = storage.readUrl(key, Math.min(shareFileSeconds, 300));
    if (signed) return reply.header('cache-control', 'no-store').redirect(signed, 302);
    return sendLocalObject(reply, root, key, 'no-store');
  });
}
