// Entry for `npm start`: lets Node run the TypeScript launcher directly.
import { register } from 'tsx/esm/api';

register();
await import('./start-airlock.ts');
