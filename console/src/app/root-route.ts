import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound } from '../components/not-found';
import { Layout } from './layout';

export interface RouterContext {
  queryClient: QueryClient;
}

/** The frame every screen hangs from: each area's `routes.ts` names it as its parent (docs/console.md). */
export const root = createRootRouteWithContext<RouterContext>()({ component: Layout, notFoundComponent: NotFound });
