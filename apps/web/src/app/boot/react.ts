// main.tsx imports this to evaluate React's chunk (the build puts this module in it) before the console's start.
export { createRoot } from 'react-dom/client';
