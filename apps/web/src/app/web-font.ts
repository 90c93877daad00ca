/**
 * Pretendard's @font-face rules (92 unicode-range subsets, 48 KB of CSS), loaded after the first render
 * (main.tsx) instead of in the render-blocking stylesheet. Text paints in the system Korean font first
 * either way (font-display: swap, and the subsets are only requested once text is laid out); this takes
 * the rules off the critical path and keeps the subsets (seven of 20–40 KB for the home page) from
 * competing with the page's scripts and data for the connection.
 */
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
