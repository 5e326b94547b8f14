import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The shared ui-* classes before every CSS module, so that a module's own rules win over the ones it composes.
import './ui/styles/shared.css';
import { App, queryClient } from './app/App';
import { preloadPageOf } from './app/routes';
import './ui/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The page's own chunk and first data (fetched alongside this script), so that the first render is the page, not
// 'Loading…'.
// Not a top-level await: the page's chunk imports from this one, which must have finished running for it to run.
void preloadPageOf(window.location.pathname, queryClient).then(() => {
  const root = createRoot(container);
  // As a transition, React builds the first screen in slices of a few milliseconds, letting the browser in between,
  // instead of one task as long as the whole page (a phone's blocking time at start-up; issue 24).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
