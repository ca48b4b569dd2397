import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './console.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApi } from './api/api';
import { ApiContext } from './api/api-context';
import { ApiProblem } from './api/problem';
import { ConsoleAuth } from './auth/console-auth';
import { createConsoleRouter } from './app/router';
import { SessionContext } from './app/session';
import { theme } from './app/theme';
import { loadConsoleConfig } from './config';

/**
 * Start-up (docs/console.md): read the sign-in settings, finish a sign-in the provider sent back or start one, then
 * show the screens. Nothing renders before a token is in hand: every screen needs one.
 */
async function start(root: HTMLElement): Promise<void> {
  const config = await loadConsoleConfig();
  const auth = new ConsoleAuth(config);
  if (auth.isCallback()) {
    const returnTo = await auth.completeSignIn();
    window.history.replaceState(null, '', returnTo);
  } else {
    await auth.signIn();
    return; // the browser is on its way to the provider
  }
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
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" />
        <SessionContext.Provider value={{ auth, config }}>
          <ApiContext.Provider value={createApi(() => auth.accessToken())}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </ApiContext.Provider>
        </SessionContext.Provider>
      </MantineProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    // Before Mantine is up: plain text, no inline script or style needed.
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.className = 'start-error';
    message.textContent = `The console could not start: ${error instanceof Error ? error.message : String(error)}. Reload the page to try again.`;
    root.replaceChildren(message);
  });
}
