// main.tsx imports this to evaluate React's chunk (the build puts this module in it) before the console's start.
export { createRoot } from 'react-dom/client';

/**
 * Resolves in a task of its own (a message to a channel of ours, which runs before timers and is not throttled
 * like them): the boot splits its work at these points, so that a phone can answer a tap between the parts
 * instead of after one long task (decision 0005). Here, in React's chunk, main.tsx and the start both reach it
 * without adding a module to the shell's first script.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
