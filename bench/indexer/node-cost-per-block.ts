/** What the node spends on each call the `all`-mode indexer makes (or may make) per block, timed one call at a time over `blocks`. */
export async function nodeCostPerBlock(rpcUrl: string, blocks: readonly number[]): Promise<Record<string, number>> {
  const call = async (method: string, params: unknown[]) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const answer = (await response.json()) as { error?: { message: string } };
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  };
  const hex = (number: number) => `0x${number.toString(16)}`;
  const methods: [string, (number: number) => unknown[]][] = [
    ['eth_getBlockByNumber', (number) => [hex(number), true]],
    ['eth_getBlockByNumber (hashes)', (number) => [hex(number), false]],
    ['eth_getBlockReceipts', (number) => [hex(number)]],
    ['debug_traceBlockByNumber', (number) => [hex(number), { tracer: 'callTracer' }]],
    ['trace_block', (number) => [hex(number)]],
  ];
  const costs: Record<string, number> = {};
  for (const [label, params] of methods) {
    const method = label.split(' ')[0]!;
    const started = performance.now();
    for (const number of blocks) await call(method, params(number));
    costs[label] = (performance.now() - started) / blocks.length;
  }
  return costs;
}
