import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ConsoleAuth } from '../auth/console-auth';
import type { ConsoleConfig } from '../config';
import { ok } from '../api/api';
import { useApi } from '../api/api-context';

/** `GET /me`: who is signed in and what they may do (docs/console.md). */
export interface Me {
  organization: { id: string; name: string };
  user: { id: string; email: string | null; name: string | null } | null;
  role: { id: string; name: string } | null;
  scopes: string[];
}

export interface Session {
  auth: ConsoleAuth;
  config: ConsoleConfig;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionContext');
  return session;
}

export function useMe() {
  const api = useApi();
  return useQuery({ queryKey: ['me'], queryFn: () => ok(api.v2.GET('/me', {})), staleTime: 60_000 });
}

/**
 * Whether the signed-in person's effective scopes include `scope`: screens show only the actions it allows (the API
 * refuses the others anyway). False until `/me` has answered.
 */
export function useCan(scope: string): boolean {
  const me = useMe();
  return me.data?.scopes.includes(scope) ?? false;
}
