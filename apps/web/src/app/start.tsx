/**
 * The console's start: the query client, the first load's console info call, the routes' prefetches and the
 * first render. index.html's script (main.tsx) imports it after React, in a task of its own; it is a build
 * entry of its own, so that what it imports statically is the shell's chunk.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initLang } from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { nextTask } from './boot/react';
import { AppProviders } from './providers';
import { createConsoleRouter } from './router';
import { firstRenderReady, prefetchConsoleInfo } from './first-render';
import { prefetchPagesInto } from './page-prefetch';
import { reloadOnceOnChunkLoadError } from './client-errors';

reloadOnceOnChunkLoadError();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
const queryClient = createQueryClient();
const consoleInfo = prefetchConsoleInfo(queryClient, window.location.pathname);
// The routes' loaders start their pages' first queries once the console info says the gates open the page.
prefetchPagesInto(queryClient, consoleInfo);

// This module's evaluation, the router's creation (its first navigation: matching, the area's module) and the
// root's creation each take a task of their own (boot/react.ts); together they were one long task of about
// 300 ms at 4x CPU on every page. index.html's boot header stays until the page can render whole (see
// first-render.ts); the render is a transition, so React renders it in slices instead of one long task.
async function renderConsole(into: HTMLElement): Promise<void> {
  await nextTask();
  const router = createConsoleRouter();
  await nextTask();
  const root = createRoot(into);
  await firstRenderReady({ router, consoleInfo, initLang });
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void renderConsole(container);
