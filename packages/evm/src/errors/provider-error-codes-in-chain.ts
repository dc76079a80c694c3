const MAX_CAUSE_DEPTH = 16;

function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * The EIP-1193 codes carried by an error and its causes, outermost first. wagmi and viem wrap the
 * wallet's own error (sometimes twice), so the code that matters can sit anywhere in the chain.
 */
export function providerErrorCodesInChain(error: unknown): number[] {
  const codes: number[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth++) {
    const code = codeOf(current);
    if (code !== undefined) codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

export function hasProviderErrorCode(error: unknown, code: number): boolean {
  return providerErrorCodesInChain(error).includes(code);
}

/** The code the wallet itself answered with, before any wrapping. */
export function innermostProviderErrorCode(error: unknown): number | undefined {
  return providerErrorCodesInChain(error).at(-1);
}

export function innermostError(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH; depth++) {
    const cause = typeof current === 'object' && current !== null ? (current as { cause?: unknown }).cause : undefined;
    if (cause === undefined || cause === null) return current;
    current = cause;
  }
  return current;
}
