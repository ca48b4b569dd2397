import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import type { Request } from 'express';
import { catchError, finalize, type Observable, throwError } from 'rxjs';
import { DomainError } from '../errors/domain-error';

type UploadedFiles = Express.Multer.File[] | Record<string, Express.Multer.File[]> | undefined;

function uploadedPaths(request: Request): string[] {
  const files = request.files as UploadedFiles;
  const list = Array.isArray(files) ? files : Object.values(files ?? {}).flat();
  if (request.file) list.push(request.file);
  return list.map((file) => file.path).filter(Boolean);
}

/** A request that fails after its files reached the temp folder leaves no files behind (no partial writes). */
@Injectable()
export class DiscardUploadsOnError implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(
      catchError((error: unknown) => {
        void Promise.all(uploadedPaths(request).map((file) => rm(file, { force: true })));
        return throwError(() => error);
      }),
    );
  }
}

/**
 * A form of files alone (a campaign icon): a text field sent with them is refused, 400 naming it, as a form with a
 * DTO refuses an unknown member, so the document can close the form (`additionalProperties: false`). Place it after
 * DiscardUploadsOnError, which then removes the files.
 */
@Injectable()
export class NoTextFields implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const fields = Object.keys((context.switchToHttp().getRequest<Request>().body ?? {}) as object);
    if (fields.length) throw DomainError.validation(Object.fromEntries(fields.map((field) => [field, [`${field} is not a known field.`]])));
    return next.handle();
  }
}

/** How often a streaming upload prompts a young-generation collection (every 3-5 MB of body at 150-250 MB/s). */
export const UPLOAD_COLLECTION_INTERVAL_MS = 20;

/**
 * While a request's file streams to disk, prompts a young-generation collection every 20 ms. Each socket read of the
 * body is a fresh 64 KB buffer outside the JS heap, freed only when V8 collects its small wrapper; V8 counts that
 * external memory towards a collection only in steps of tens of MB, so a 250 MB upload held about 48 MB of dead read
 * buffers at once. A scavenge of the API's 4 MB semi-spaces costs well under a millisecond. Needs `--expose-gc`
 * (`API_NODE_FLAGS`); without it, does nothing (docs/benchmarks.md, Emails and memory).
 */
@Injectable()
export class CollectReadBuffers implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const collect = globalThis.gc;
    if (!collect) return next.handle();
    const timer = setInterval(() => collect({ type: 'minor' }), UPLOAD_COLLECTION_INTERVAL_MS);
    return next.handle().pipe(finalize(() => clearInterval(timer)));
  }
}
