import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The shared ui-* classes before every CSS module, so that a module's own rules win over the ones it composes.
import './ui/styles/shared.css';
import { App } from './app/App';
import './ui/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
