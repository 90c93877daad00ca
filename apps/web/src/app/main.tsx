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

import { addTabletFonts } from './boot/tablet-fonts';

addTabletFonts();

// The shell's scripts run in parts, each in a task of its own: React, then the console's start (start.tsx),
// which splits its own work the same way. Imported statically, they were one module graph evaluated in one
// task, about 300 ms at 4x CPU before the first paint of every page, during which a phone could not answer a
// tap; React's part alone is about a third of it (decision 0005). index.html preloads both (boot-preloads.ts),
// so they download together as before; only the start's evaluation waits for the next task.
void import('./boot/react').then(({ nextTask }) => nextTask()).then(() => import('./start'));
