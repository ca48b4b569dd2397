import { ConsoleAuth } from './auth/console-auth';
import { loadConsoleConfig } from './config';

/**
 * Start-up (docs/console.md): read the sign-in settings, finish a sign-in the provider sent back or start one, then
 * show the screens. Nothing renders before a token is in hand: every screen needs one. This entry is kept small (the
 * sign-in only): a first visit goes straight on to the provider, and the screens' code (React, Mantine, the router)
 * loads once, on the way back.
 */
async function start(root: HTMLElement): Promise<void> {
  const config = await loadConsoleConfig();
  const auth = new ConsoleAuth(config);
  if (!auth.isCallback()) {
    await auth.signIn();
    return; // the browser is on its way to the provider
  }
  const [returnTo, { renderConsole }] = await Promise.all([auth.completeSignIn(), import('./app/render-console')]);
  window.history.replaceState(null, '', returnTo);
  renderConsole(root, auth, config);
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
