/**
 * Runs `run` once the page's first contentful paint is on screen (its `paint` performance entry,
 * which the browser records when the frame is presented); at once if it already is. A browser
 * without paint timing runs it after the next frame.
 */
export function afterFirstPaint(run: () => void) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run));
  } else if (painted()) {
    run();
  } else {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'paint' });
  }
}
