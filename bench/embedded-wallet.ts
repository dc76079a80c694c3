import { runEmbeddedLogin } from './embedded-login';
import { runEmbeddedSign } from './embedded-sign';
import { startEmbeddedStack } from './embedded-stack';
import type { BenchResult } from './results';

/** embedded.login.* then embedded.sign.*, on one stack (devnet, server with its frame host, demo). */
export async function runEmbeddedWallet(): Promise<BenchResult[]> {
  const stack = await startEmbeddedStack();
  try {
    return [...(await runEmbeddedLogin(stack)), ...(await runEmbeddedSign(stack))];
  } finally {
    await stack.stop();
  }
}
