// The pricing thread's entry (ADR 049): the server runs TypeScript through tsx, and a worker
// thread starts with a plain loader, so it registers tsx before loading the worker's code.
import { register } from 'tsx/esm/api';

register();
await import('./timeline-worker.ts');
