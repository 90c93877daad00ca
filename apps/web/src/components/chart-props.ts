/**
 * Recharts 3 makes a chart's drawing focusable (a keyboard layer for its tooltips). The console's charts are
 * pictures of figures the page also gives as text or as a table beside them: hidden from screen readers, or
 * one image with a label; nothing inside may take the focus. Every chart passes this as its `*ChartProps`.
 */
export const STATIC_CHART = { accessibilityLayer: false } as const;
