import type {} from 'vitest';
import type { DemoStackEndpoints } from './demo-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The default demo stack the global setup started for every file that needs no other. */
    sharedDemoStack: DemoStackEndpoints;
  }
}

/** The key under which global-setup.ts provides the shared default stack's endpoints to the test files. */
export const SHARED_DEMO_STACK = 'sharedDemoStack';
