import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';

/** Where providers post their signed callbacks (docs/providers.md): their signatures are over the bytes as sent. */
export const PROVIDER_CALLBACK_PATH = '/provider-callbacks';

/** A request whose body bytes were kept beside the parsed body. */
export type WithRawBody = IncomingMessage & { rawBody?: Buffer };

/**
 * The JSON parser of provider callbacks, mounted before the app's own: it keeps the raw bytes beside the parsed body
 * (re-serialising the parsed body would not give them back), which the app's parser then leaves alone.
 */
export function callbackBodyParser(limit: string): RequestHandler {
  return express.json({
    limit,
    type: ['application/json', 'application/*+json'],
    verify: (request: IncomingMessage, _response: unknown, body: Buffer) => {
      (request as WithRawBody).rawBody = body;
    },
  });
}
