import { useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { ApiErrorModalHost } from './api-error-modal-host';
import { ToastHost } from './toast-host';
import { useT } from '../i18n';
import { cssVariablesResolver, themeIn } from './theme';

export type AppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, and keeps toasts open (component tests). */
  mantineEnv?: 'default' | 'test';
};

export function AppProviders({ children, queryClient, mantineEnv = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const t = useT();
  const theme = useMemo(() => themeIn(t('common.close_dialog'), t('common.close')), [t]);
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={mantineEnv}>
        {children}
        <ApiErrorModalHost />
        <ToastHost keepOpen={mantineEnv === 'test'} />
      </MantineProvider>
    </QueryClientProvider>
  );
}
