// Imported first by main.ts: instrumentation must patch `http`, `pg` and `ioredis` before they are loaded.
import { startTracing } from './start-tracing';

startTracing(process.env);
