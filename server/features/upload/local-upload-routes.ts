import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCodes } from '../../../shared/error-codes';
import { checkUploadKey, isSafeObjectKey, lengthInKb, uploadMessages, uploadTypeOf, uploadTypes } from '../../../shared/account-safety/upload-rules';
import type { Db } from '../../db/client';
import { ApiFailure } from '../../lib/api-failure';
import { fail, ok } from '../../lib/envelope';
import { localFilesPrefix, localUploadUrl, ObjectExists, pathForKey, publishObject } from './local-storage';
import { releaseStorage, reserveStorage } from './storage-quota';
import { claimUploadGrant, recordStored } from './upload-grant';

const largestUpload = Math.max(...Object.values(uploadTypes).map((t) => t.maxBytes));
const inlineTypes = /^(image|video|audio)\/|^application\/pdf$/;

class TooLarge extends Error {}

/** Counts bytes on the way to disk and stops at the grant's cap, so an oversized body never fills the disk. */
function sizeCap(maxBytes: number): Transform & { bytes: number } {
  const cap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      cap.bytes += chunk.length;
      done(cap.bytes > maxBytes ? new TooLarge() : null, chunk);
    },
  }) as Transform & { bytes: number };
  cap.bytes = 0;
  return cap;
}

const refuse = (reply: FastifyReply, status: number, code: Parameters<typeof fail>[0], message: string) => reply.code(status).send(fail(code, message));

export interface LocalUploadOptions {
  root: string;
  db: Db;
  /** Bytes each school may keep. */
  quota: number;
}

/**
 * The local driver's side of "the browser uploads directly to object storage": a PUT of the raw
 * file with the grant from the STS call, which opens only its own key, once; and the files served
 * back with safe content types. Binary bodies are outside the JSON contract, like the web app's own files.
 */
export async function localUploadRoutes(app: FastifyInstance, options: LocalUploadOptions): Promise<void> {
  const { root, db, quota } = options;
  // Bytes being received wait here, beside the files (hard links need one file system), out of every key.
  const partials = join(root, '.partial');
  app.addContentTypeParser('*', { bodyLimit: largestUpload }, (_request, payload, done) => done(null, payload));

  app.put<{ Querystring: { key?: string } }>(localUploadUrl, { bodyLimit: largestUpload }, async (request, reply) => {
    const key = String(request.query.key ?? '');
    const target = isSafeObjectKey(key) ? pathForKey(root, key) : null;
    if (!target) return refuse(reply, 400, ErrorCodes.InvalidParameter, uploadMessages.badKey);
    const type = checkUploadKey(key);
    if (!type.ok) return refuse(reply, 400, ErrorCodes.InvalidParameter, type.message);
    const grant = await claimUploadGrant(db, String(request.headers['x-upload-grant'] ?? ''), key);
    if (!grant) return refuse(reply, 401, ErrorCodes.AuthFailure, uploadMessages.grantInvalid);
    const maxBytes = Math.min(grant.maxBytes, type.maxBytes);
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxBytes) return refuse(reply, 413, ErrorCodes.InvalidParameter, type.tooLarge);
    if (!request.body || declared === 0) return refuse(reply, 400, ErrorCodes.InvalidParameter, uploadMessages.noFile);

    mkdirSync(partials, { recursive: true });
    const partial = join(partials, randomBytes(16).toString('hex'));
    const cap = sizeCap(maxBytes);
    try {
      await pipeline(request.body as NodeJS.ReadableStream, cap, createWriteStream(partial, { flags: 'wx' }));
    } catch (error) {
      await rm(partial, { force: true });
      if (error instanceof TooLarge) return refuse(reply, 413, ErrorCodes.InvalidParameter, type.tooLarge);
      throw error;
    }
    const { schoolId } = grant;
    try {
      if (schoolId !== null) await reserveStorage(db, schoolId, cap.bytes, quota);
    } catch (error) {
      await rm(partial, { force: true });
      if (error instanceof ApiFailure) return refuse(reply, 413, error.code, error.message);
      throw error;
    }
    try {
      await publishObject(partial, target);
    } catch (error) {
      if (schoolId !== null) await releaseStorage(db, schoolId, cap.bytes);
      if (error instanceof ObjectExists) return refuse(reply, 409, ErrorCodes.ActionFailure, uploadMessages.objectExists);
      throw error;
    }
    await recordStored(db, grant.id, cap.bytes);
    const name = key.slice(key.lastIndexOf('/') + 1);
    return ok({ name, url: `${localFilesPrefix}${key}`, length: lengthInKb(cap.bytes) });
  });

  app.get<{ Params: { '*': string } }>(`${localFilesPrefix}*`, async (request, reply) => sendLocalObject(reply, root, request.params['*'], 'private, max-age=86400'));
}

/**
 * Answers one stored object of the local driver: as its declared type only, never sniffed, never
 * able to script this origin. `cacheControl`: how long a browser may keep it.
 */
export function sendLocalObject(reply: FastifyReply, root: string, key: string, cacheControl: string) {
  const path = isSafeObjectKey(key) ? pathForKey(root, key) : null;
  const type = uploadTypeOf(key);
  if (!path || !type || !existsSync(path)) return refuse(reply, 404, ErrorCodes.NotFound, uploadMessages.badKey);
  reply
    .header('content-type', type.contentType)
    .header('content-length', statSync(path).size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', inlineTypes.test(type.contentType) ? 'inline' : 'attachment')
    .header('cache-control', cacheControl);
  return reply.send(createReadStream(path));
}
