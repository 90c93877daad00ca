// Pretendard's @font-face rules (92 unicode-range subsets): a subset is fetched only for text laid out in it,
// and used only if it arrives in time (postcss.config.mjs). The build moves them from the first stylesheet to
// one of their own that only a tablet's width up applies (tablet-fonts.ts): a phone does not use Pretendard.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '@mantine/core/styles/baseline.css';
// The theme's CSS variables, made at build time (mantine-variables.ts).
import 'virtual:mantine-variables.css';
import '@mantine/core/styles/global.css';
import './mantine-styles';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initLang } from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { router } from './router';
import { firstRenderReady, prefetchConsoleInfo } from './first-render';
import { prefetchPagesInto } from './page-prefetch';
import { reloadOnceOnChunkLoadError } from './client-errors';

reloadOnceOnChunkLoadError();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
const root = createRoot(container);
const queryClient = createQueryClient();
const consoleInfo = prefetchConsoleInfo(queryClient, window.location.pathname);
// The routes' loaders start their pages' first queries once the console info says the gates open the page.
prefetchPagesInto(queryClient, consoleInfo);

// index.html's boot header stays until the page can render whole (see first-render.ts); the render is a
// transition, so React renders it in slices instead of one long task that would block input.
void firstRenderReady({ router, consoleInfo, initLang }).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
