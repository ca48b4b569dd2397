/** What the service tells the console about its sign-in (`GET /console/config.json`, docs/console.md). */
export interface ConsoleConfig {
  issuer: string;
  clientId: string;
  audience: string;
  scopes: string;
  redirectUri: string;
  /** Whether the service runs as a sandbox: its simulations and its inbox of simulated emails are shown. */
  sandbox?: boolean;
}

export async function loadConsoleConfig(): Promise<ConsoleConfig> {
  const response = await fetch('/console/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The console's configuration did not load (${response.status})`);
  return (await response.json()) as ConsoleConfig;
}
