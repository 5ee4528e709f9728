// The entry of PGlite's thread: a worker thread runs TypeScript only once tsx's loader is registered in it.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
