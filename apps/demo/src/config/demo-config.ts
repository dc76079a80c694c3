import { DEVNET_CHAINS } from '@airlock/devnet/browser';

export interface DemoChain {
  chainId: number;
  name: string;
  rpcUrl: string;
}

export interface DemoConfig {
  chains: DemoChain[];
  /** The Airlock server; without it the demo runs on the wallet and devnet alone. */
  apiUrl?: string;
  projectId?: string;
}

export const DEFAULT_DEMO_CONFIG: DemoConfig = {
  chains: DEVNET_CHAINS.map((chain) => ({
    chainId: chain.chainId,
    name: chain.name,
    rpcUrl: `http://127.0.0.1:${chain.defaultPort}`,
  })),
};

/** The demo server writes its runtime config into a meta tag: no inline script, no extra request. */
export function readDemoConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): DemoConfig {
  const content = doc?.querySelector('meta[name="airlock-demo-config"]')?.getAttribute('content');
  if (!content) return DEFAULT_DEMO_CONFIG;
  try {
    const parsed = JSON.parse(content) as DemoConfig;
    return Array.isArray(parsed.chains) && parsed.chains.length > 0 ? parsed : DEFAULT_DEMO_CONFIG;
  } catch {
    console.warn('[demo] ignoring malformed airlock-demo-config');
    return DEFAULT_DEMO_CONFIG;
  }
}
