import './index.css';

// The page's entry: its stylesheet, then the app itself (entry-client.tsx). A page the server
// rendered needs only the stylesheet to paint: the app's code is fetched once it has painted,
// so that on a slow link the scripts, which only make the page interactive, do not share the
// bandwidth with it. Vite preloads the app's chunks with it (dynamic import). Kept free of other
// imports: whatever this module imports arrives before the first paint.

const loadApp = () => import('./entry-client');

function painted(): boolean {
  return performance.getEntriesByName('first-contentful-paint').length > 0;
}

if (!document.getElementById('giro-page') || painted()) {
  void loadApp();
} else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    void loadApp();
  });
  observer.observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => requestAnimationFrame(() => void loadApp()));
}
