import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './mantine-styles';
import './global.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initLang } from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { router } from './router';
import { firstRenderReady } from './first-render';
import { reloadOnceOnChunkLoadError } from './client-errors';

reloadOnceOnChunkLoadError();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
const root = createRoot(container);
const queryClient = createQueryClient();

/** Adds the web font's stylesheet once the first render has committed (web-font.ts). */
function WebFont() {
  useEffect(() => {
    void import('./web-font');
  }, []);
  return null;
}

// index.html's boot header stays until the page can render whole (see first-render.ts); the render is a
// transition, so React renders it in slices instead of one long task that would block input.
void firstRenderReady({ router, queryClient, pathname: window.location.pathname, initLang }).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
          <WebFont />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
