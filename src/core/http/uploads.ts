import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import type { Request } from 'express';
import { catchError, type Observable, throwError } from 'rxjs';

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
