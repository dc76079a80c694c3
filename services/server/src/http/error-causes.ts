const MAX_CAUSE_DEPTH = 10;

/**
 * `error` and the errors in its cause chain, outermost first (drizzle wraps the driver's error, viem wraps the node's),
 * at most 10 deep so a cyclic chain ends.
 */
export function errorCauses(error: unknown): Error[] {
  const causes: Error[] = [];
  for (let current = error; current instanceof Error && causes.length < MAX_CAUSE_DEPTH; current = current.cause) causes.push(current);
  return causes;
}
