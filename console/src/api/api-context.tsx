import { createContext, useContext } from 'react';
import type { Api } from './api';

export const ApiContext = createContext<Api | null>(null);

/** The typed API client of the signed-in person. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiContext');
  return api;
}
