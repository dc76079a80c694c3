import { useEffect, useState, type ReactNode } from 'react';
import type { AirlockClient } from '@airlock/core';
import { AirlockContext } from '../context/airlock-context';
import { AirlockModal } from '../modal/airlock-modal';
import { installStylesheet } from '../styles/install-stylesheet';

export interface AirlockProviderProps {
  airlock: AirlockClient;
  children?: ReactNode;
  /** CSP nonce for the fallback <style> element in browsers without constructable stylesheets. */
  nonce?: string;
  /** Where the modal is attached; the page body by default. */
  container?: Element | null;
  /** Render the modal elsewhere yourself (embedded mode) instead of attaching it. */
  disableModalAttach?: boolean;
}

/**
 * Gives the tree its Airlock client and attaches the modal. Wallet discovery and reconnect start
 * after mount, so server rendering and hydration see the same disconnected markup.
 */
export function AirlockProvider({ airlock, children, nonce, container, disableModalAttach }: AirlockProviderProps) {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    installStylesheet(nonce);
    setMounted(true);
    void airlock.init();
  }, [airlock, nonce]);

  return (
    <AirlockContext.Provider value={airlock}>
      {children}
      {mounted && !disableModalAttach && <AirlockModal container={container} />}
    </AirlockContext.Provider>
  );
}
