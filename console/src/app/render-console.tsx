import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../console.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApi } from '../api/api';
import { ApiContext } from '../api/api-context';
import { ApiProblem } from '../api/problem';
import type { ConsoleAuth } from '../auth/console-auth';
import type { ConsoleConfig } from '../config';
import { createConsoleRouter } from './router';
import { SessionContext } from './session';
import { theme } from './theme';

/** The screens, once a token is in hand: Mantine, TanStack Query and the router around the signed-in session. */
export function renderConsole(root: HTMLElement, auth: ConsoleAuth, config: ConsoleConfig): void {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // A refusal will not change by asking again; a network failure or a 5xx might.
        retry: (count, error) => !(error instanceof ApiProblem && error.status < 500) && count < 2,
      },
    },
  });
  const router = createConsoleRouter(queryClient);
  const api = createApi(() => auth.accessToken());
  // The screens render only after a completed sign-in (main.tsx: the code exchanged): the audit log records it once
  // (docs/audit-log.md). It says nothing to the person; a failure to record it does not stop them.
  void api.v2.POST('/me/:sign-in', {}).catch(() => undefined);
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" />
        <SessionContext.Provider value={{ auth, config }}>
          <ApiContext.Provider value={api}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </ApiContext.Provider>
        </SessionContext.Provider>
      </MantineProvider>
    </StrictMode>,
  );
}
