import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';

/**
 * What makes two requests "the same request" for an idempotency key (docs/api-conventions.md, Idempotency keys): the method, the path as the
 * client sent it (with its version prefix: a v2 and a v3 call answer differently, so a key used on both is reused
 * for a different request), the query and the body, each in a canonical form so that incidental differences (JSON
 * member order, a multipart boundary) do not count.
 */
export interface RequestIdentity {
  method: string;
  path: string;
  query: unknown;
}

/** One uploaded file as far as sameness goes: where it was sent, its name and type, and its content. */
export interface FileFingerprint {
  fieldName: string;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
}

/** The parsed content of a multipart body: its text fields (as multer builds `req.body`) and its files, in order. */
export interface MultipartContent {
  fields: unknown;
  files: FileFingerprint[];
}

/** The body part of a fingerprint: tagged, so that a JSON body can never fingerprint like a multipart one. */
export type RequestContent = { json: unknown } | { multipart: MultipartContent };

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * JSON with the members of every object sorted by name, so `{"a":1,"b":2}` and `{"b":2,"a":1}` serialize alike.
 * Array order is kept (it means something); members whose value is undefined are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const toJson = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJson === 'function') return canonicalJson(toJson.call(value));
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 (hex) of the canonical form of the request. */
export function fingerprint(identity: RequestIdentity, content: RequestContent): string {
  return sha256(canonicalJson({ method: identity.method.toUpperCase(), path: identity.path, query: identity.query ?? {}, content }));
}

/** The identity of an Express request: its method, full path without trailing slashes, and parsed query. */
export function requestIdentity(request: Request): RequestIdentity {
  const path = `${request.baseUrl ?? ''}${request.path}`.replace(/\/+$/, '') || '/';
  return { method: request.method, path, query: request.query };
}

/** A multer storage engine that keeps nothing: it streams each file through sha256 and reports its size and digest. */
const hashingStorage: multer.StorageEngine = {
  _handleFile(_request, file, callback) {
    const hash = createHash('sha256');
    let size = 0;
    file.stream.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    // Stream errors reach multer through its own listener on the same stream.
    file.stream.on('end', () => callback(null, { size, sha256: hash.digest('hex') } as Partial<Express.Multer.File>));
  },
  _removeFile(_request, _file, callback) {
    callback(null);
  },
};

/**
 * Limits of the fingerprinting parse: generous, since the route's own multer enforces the real ones, but finite, so
 * that a body the route refuses cannot make this parse hold an unbounded number of fields in memory.
 */
const FINGERPRINT_LIMITS = { fieldSize: 1024 * 1024, fields: 1000, parts: 5000 };
const parseForFingerprint: RequestHandler = multer({ storage: hashingStorage, limits: FINGERPRINT_LIMITS }).any();

type Tee = PassThrough & { headers: Request['headers']; body?: unknown; files?: (Express.Multer.File & { sha256: string })[] };

export interface MultipartFingerprinter {
  /** The parsed content, once the whole body has gone by. Rejects when the body is not valid multipart. */
  readonly content: Promise<MultipartContent>;
  /** Reads the rest of the body (when no route parser will): for a request whose handler is not going to run. */
  drain(): void;
}

/**
 * Fingerprints a multipart body *as it passes by*, without consuming it.
 *
 * Why a pass-through: the global IdempotencyInterceptor runs before the route's own interceptors, so when it starts
 * the route's FilesInterceptor has not parsed the body yet (the files are not on disk), and once the handler has run
 * the files have been moved into storage. The interceptor cannot wait for the body before deciding either: the body
 * is a stream that only the route's multer may consume, and it does so only after the interceptor calls the handler.
 * So, before anything reads it, the request is paused and every chunk it emits is also written to a tee, which a
 * second multer (with a storage engine that only hashes) parses into text fields and file digests. When the route's
 * multer pipes the request into busboy, the stream resumes and both parsers see every byte. When the handler does
 * not run (a repeat), `drain()` resumes the request so the tee alone reads it.
 *
 * Must be called before anything has read from the request.
 */
export function fingerprintMultipart(request: Request): MultipartFingerprinter {
  const tee = Object.assign(new PassThrough(), { headers: request.headers }) as Tee;
  if (request.readableEnded) {
    tee.destroy(new Error('The request body was already read.'));
  } else {
    request.pause(); // explicitly paused: the 'data' listener below does not start the flow, a later pipe() does
    request.on('data', (chunk: Buffer) => tee.write(chunk));
    request.once('end', () => tee.end());
    request.once('error', (error) => tee.destroy(error));
    request.once('close', () => {
      if (!request.readableEnded) tee.destroy(new Error('The request was closed before its body ended.'));
    });
  }
  const content = new Promise<MultipartContent>((resolve, reject) => {
    parseForFingerprint(tee as unknown as Request, {} as Response, (error?: unknown) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      const files = (tee.files ?? []).map((file) => ({
        fieldName: file.fieldname,
        originalName: file.originalname,
        mimeType: file.mimetype,
        size: file.size,
        sha256: file.sha256,
      }));
      resolve({ fields: tee.body ?? {}, files });
    });
  });
  content.catch(() => undefined); // an abandoned fingerprint (the handler failed first) must not be an unhandled rejection
  return { content, drain: () => request.resume() };
}
