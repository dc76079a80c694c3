import { createContext, useContext } from 'react';
import type { AirlockClient } from '@airlock/core';

export const AirlockContext = createContext<AirlockClient | null>(null);

export function useAirlock(): AirlockClient {
  const client = useContext(AirlockContext);
  if (!client) throw new Error('Airlock hooks must be used inside <AirlockProvider>');
  return client;
}
