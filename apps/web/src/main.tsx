// Before any library that inserts a <style>: the CSP nonce for them (ADR 052).
import '@/lib/csp-nonce';
// First: zod's settings must be in place before any schema module is evaluated.
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/index.css';
import { i18nReady } from '@/lib/i18n';
import { App } from '@/app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The visitor's language is ready before the first render (English at once; another one after
// its strings' chunks arrive), so nobody sees untranslated text flash by.
await i18nReady;
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
