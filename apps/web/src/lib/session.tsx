/**
 * The signed-in console user and menus (GET info). Signed out (401 after one retry) is `null`,
 * which the gates turn into the sign-in redirect; other failures follow the API error rules.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InfoResponse } from '@partners/contract';
import { call, isApiError, setLoginCheckError, withAuthRetry } from './api';

export type ConsoleInfo = InfoResponse['data'];

export const consoleInfoKey = ['business_center', 'info'] as const;

/** The login check: every console page starts with it. Its 403 sets the `login_check_error` flag, its success clears it. */
export async function fetchConsoleInfo(signal?: AbortSignal): Promise<ConsoleInfo | null> {
  try {
    const response = await withAuthRetry(() => call('info.get', { signal }));
    setLoginCheckError(false);
    return response.data;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    if (isApiError(error) && error.status === 403) setLoginCheckError(true);
    throw error;
  }
}

export function useConsoleInfo() {
  return useQuery({ queryKey: consoleInfoKey, queryFn: ({ signal }) => fetchConsoleInfo(signal) });
}

const ConsoleSessionContext = createContext<ConsoleInfo | null>(null);

export function ConsoleSessionProvider({ value, children }: { value: ConsoleInfo; children: ReactNode }) {
  return <ConsoleSessionContext.Provider value={value}>{children}</ConsoleSessionContext.Provider>;
}

/** The console user and menus; only inside the gated console routes. */
export function useConsoleSession(): ConsoleInfo {
  const session = useContext(ConsoleSessionContext);
  if (!session) throw new Error('useConsoleSession is used outside the console gate');
  return session;
}
