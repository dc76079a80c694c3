import { createServerSiwx, type SiwxConfig } from '@airlock/core';
import type { DemoConfig } from './demo-config';

/**
 * Sign in with X through the Airlock server: sessions it verifies, with a token for the demo's backend. The message's
 * domain and uri are this page's host and origin, which the demo project allows. None without the server.
 */
export function createDemoSiwx(config: DemoConfig, { required = false }: { required?: boolean } = {}): SiwxConfig | undefined {
  const { apiUrl, projectId } = config;
  if (!apiUrl || !projectId) return undefined;
  return createServerSiwx({ apiUrl, projectId, statement: 'Sign in to the Airlock Demo.', required });
}
