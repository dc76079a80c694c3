/** Two of anvil's default accounts (7 and 8) on the devnet, and what the demo's batch sends each. */
export const BATCH_RECIPIENTS = [
  { to: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', eth: '0.001' },
  { to: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', eth: '0.002' },
] as const;
