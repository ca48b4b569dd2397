import { type INestApplication, type NestInterceptor, RequestMethod } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';

/**
 * Puts `interceptor` first among the interceptors of every POST operation, as a global interceptor would be, but on
 * POST operations alone: a route with any interceptor pays for Nest's observable chain on every request, and reads
 * (most of an integration's traffic) need none (docs/architecture.md, the request pipeline). Call it before the
 * routes are registered (`init`, `listen`). Another app of the same controllers (tests, the bench) replaces the
 * instance of the same class; routes already registered keep theirs.
 */
export function interceptEveryPost(app: INestApplication, interceptor: NestInterceptor): void {
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const prototype = (metatype as { prototype?: Record<string, unknown> } | null)?.prototype;
      if (!prototype) continue;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = Object.getOwnPropertyDescriptor(prototype, name)?.value as unknown;
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.POST) continue;
        const own = ((Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? []).filter((other) => !(other instanceof interceptor.constructor));
        Reflect.defineMetadata(INTERCEPTORS_METADATA, [interceptor, ...own], handler);
      }
    }
  }
}

const CHANGES = new Set<RequestMethod>([RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.DELETE]);

/**
 * Puts `interceptor` last among the interceptors of every POST, PUT, PATCH and DELETE operation that `wants` (given
 * the controller class and the handler): innermost, after the route's own (a multipart body has been streamed to disk
 * by then), right around the handler. Reads get none, for the reason above. Call it before the routes are registered.
 */
export function interceptEveryChange(app: INestApplication, interceptor: NestInterceptor, wants: (controller: object, handler: object) => boolean): void {
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const prototype = (metatype as { prototype?: Record<string, unknown> } | null)?.prototype;
      if (!prototype) continue;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = Object.getOwnPropertyDescriptor(prototype, name)?.value as unknown;
        if (typeof handler !== 'function' || !CHANGES.has(Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod) || !wants(metatype as object, handler)) continue;
        const own = ((Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? []).filter((other) => !(other instanceof interceptor.constructor));
        Reflect.defineMetadata(INTERCEPTORS_METADATA, [...own, interceptor], handler);
      }
    }
  }
}
