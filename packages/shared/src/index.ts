export * from './errors';
export * from './languages';
export * from './api/health';
export * from './realtime/namespaces';
export * from './realtime/events';
