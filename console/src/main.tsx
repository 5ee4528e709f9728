// Entry point: mounts the console into #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { trackFocus } from './lib/focus-return';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
trackFocus();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
