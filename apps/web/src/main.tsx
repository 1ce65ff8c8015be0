import './index.css';

// The page's entry: its stylesheet, then the app itself (entry-client.tsx). A page the server
// rendered needs only the stylesheet to paint: the app's code is fetched once it has painted,
// so that on a slow link the scripts, which only make the page interactive, do not share the
// bandwidth with it. Vite preloads the app's chunks with it (dynamic import). Kept free of other
// imports: whatever this module imports arrives before the first paint.

// React hydrates at once, inside the keystroke, a part the visitor types in (hundreds of
// milliseconds on a slow phone), and running the app's code holds the page as long: a visitor
// already typing in the server's markup keeps typing there, and the app comes at their first
// pause (400 ms without a key pressed), then picks up what they typed.
let lastKeyAt = Number.NEGATIVE_INFINITY;
addEventListener(
  'keydown',
  () => {
    lastKeyAt = performance.now();
  },
  true,
);

const untilPause = () => lastKeyAt + 400 - performance.now();

async function loadApp() {
  // Each wait ends when the pause would; a key pressed meanwhile starts another.
  for (let wait = untilPause(); wait > 0; wait = untilPause()) {
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await import('./entry-client');
}

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
