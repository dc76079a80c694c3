import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { SiwxConfig } from '@airlock/core';
import { readDemoConfig } from './config/demo-config';
import { readLegalChoice } from './config/legal-choice';
import { readSignInChoice } from './config/sign-in-choice';
import { DemoRoot } from './demo-root';
import { LegalDocumentPage, legalDocumentAt } from './legal-document-page';
import './demo.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const config = readDemoConfig();

/** The sign-in store, loaded only when the demo's sign-in switch is on (off by default: no sign-in code in the first load). */
async function demoSiwx(): Promise<SiwxConfig | undefined> {
  const choice = readSignInChoice();
  if (choice === 'off') return undefined;
  try {
    return (await import('./config/demo-siwx')).createDemoSiwx(config, { required: choice === 'require' });
  } catch (error) {
    console.warn('[demo] sign-in could not load; the demo runs without it', error);
    return undefined;
  }
}

const path = window.location.pathname;
if (legalDocumentAt(path)) {
  createRoot(container).render(
    <StrictMode>
      <LegalDocumentPage path={path} />
    </StrictMode>,
  );
} else {
  void demoSiwx().then((siwx) =>
    createRoot(container).render(
      <StrictMode>
        <DemoRoot config={config} siwx={siwx} legal={readLegalChoice()} />
      </StrictMode>,
    ),
  );
}
