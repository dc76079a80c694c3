import type { SiwxConfig } from '@airlock/core';
import { createEvmAdapter, defineDevnetNetwork } from '@airlock/evm';
import { createAirlock } from '@airlock/react';
import type { DemoConfig } from './demo-config';
import { LEGAL_DOCUMENT_PATHS } from './legal-choice';

const legalDocuments = () => ({
  termsConditionsUrl: new URL(LEGAL_DOCUMENT_PATHS.terms, window.location.href).href,
  privacyPolicyUrl: new URL(LEGAL_DOCUMENT_PATHS.privacy, window.location.href).href,
});

export interface DemoAirlockOptions {
  /** Ask visitors to sign in (Sign in with X) after they connect: the demo's `createDemoSiwx(config)`. None by default. */
  siwx?: SiwxConfig;
  /** Visitors tick the legal checkbox, agreeing to the demo's terms and privacy policy, before connecting. Off by default. */
  legal?: boolean;
}

/** The dozen lines a dApp writes: networks, the EVM adapter, and Airlock. */
export function createDemoAirlock(config: DemoConfig, { siwx, legal }: DemoAirlockOptions = {}) {
  const networks = config.chains.map((chain) => defineDevnetNetwork(chain));
  const [first, ...rest] = networks;
  if (!first) throw new Error('The demo needs at least one network');
  const evm = createEvmAdapter({ networks: [first, ...rest], apiUrl: config.apiUrl, projectId: config.projectId });
  const airlock = createAirlock({
    adapters: [evm],
    networks: [first, ...rest],
    projectId: config.projectId,
    apiUrl: config.apiUrl,
    metadata: { name: 'Airlock Demo', description: 'A small dApp on the Airlock devnet', url: 'http://localhost:5173' },
    themeMode: 'dark',
    // Sign in with X, when the demo's switch is on (see demo-siwx.ts).
    ...(siwx && { siwx }),
    // The legal checkbox, when the demo's terms switch is on (see legal-choice.ts).
    // Pay (airlock.pay(), the "Pay the merchant" panel) is off by default in Airlock; the demo turns it on.
    features: { legalCheckbox: legal === true, pay: true },
    ...(legal && legalDocuments()),
  });
  return { airlock, wagmiConfig: evm.wagmiConfig };
}
