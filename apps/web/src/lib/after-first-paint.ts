import { useEffect, useState } from 'react';

/**
 * Runs `work` once the browser has painted what is on screen now: the next animation frame
 * comes before that paint, and a task queued from it runs after. What the first screen does not
 * need (dialogs, the header's menus, the other pages' English) starts here, so its downloads do
 * not queue in front of the page's own requests: over HTTP/1.1 a browser opens six connections
 * to a host, and the console is made of many small chunks (`npm run bench -- --only lcp`).
 */
export function afterFirstPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** False on the first render, true once that render has been painted. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return painted;
}
