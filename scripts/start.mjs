// Entry for `npm start`: lets Node run the TypeScript launcher directly.
import { register } from 'tsx/esm/api';

register();
// The demo dApp signs in to the demo project, which a server makes only when asked (AIRLOCK_DEMO=1).
process.env.AIRLOCK_DEMO ??= '1';
await import('./start-airlock.ts');
