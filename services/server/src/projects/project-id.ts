import { randomBytes } from 'node:crypto';

const PROJECT_ID = /^[0-9a-f]{32}$/;

export function isProjectId(value: unknown): value is string {
  return typeof value === 'string' && PROJECT_ID.test(value);
}

export function newProjectId(): string {
  return randomBytes(16).toString('hex');
}

/** The project a fresh server creates so the demo works with no configuration. */
export const DEMO_PROJECT_ID = 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1';
export const DEMO_PROJECT_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];
