import type { Devnet } from '../start-devnet';

const SHOWN_ACCOUNTS = 5;

/** The text the CLI prints once the devnet is up. */
export function formatDevnetSummary(devnet: Devnet, seedMs: number): string {
  const lines: string[] = [`Airlock devnet ready in ${seedMs} ms`, '', 'Chains'];
  for (const chain of devnet.chains) {
    lines.push(`  ${chain.name.padEnd(20)} chain id ${String(chain.chainId).padEnd(6)} ${chain.rpcUrl}`);
  }

  lines.push('', 'Contracts (same address on both chains)');
  for (const [name, address] of Object.entries(devnet.addresses)) {
    lines.push(`  ${name.padEnd(24)} ${address}`);
  }

  lines.push('', 'Accounts (public test keys, never use them for real funds)');
  devnet.accounts.slice(0, SHOWN_ACCOUNTS).forEach((account, index) => {
    lines.push(`  (${index}) ${account.address}  ${account.privateKey}`);
  });
  const hidden = devnet.accounts.length - SHOWN_ACCOUNTS;
  if (hidden > 0) lines.push(`  ...and ${hidden} more from the mnemonic "test test ... junk"`);

  lines.push('', 'Press Ctrl-C to stop.');
  return lines.join('\n');
}
