// Before any library that inserts a <style>: the CSP nonce for them (ADR 052).
import '@/lib/csp-nonce';
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/index.css';
import { adminI18nReady } from './i18n';
import { AdminApp } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('admin.html has no #root element');

await adminI18nReady;
createRoot(container).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
