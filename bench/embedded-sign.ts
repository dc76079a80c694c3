import { randomBytes } from 'node:crypto';
import type { Browser, Frame, Page } from 'playwright-core';
import { toHex, verifyMessage, type Address, type Hex } from 'viem';
import { frameEvent, installFrameHarness, sendToFrame } from '../e2e/support/frame-harness';
import { startLocalPageServer, type LocalPageServer } from '../e2e/support/local-page-server';
import { launchPartitionedChromium } from '../e2e/support/partitioned-chromium';
import { onCleanup } from './cleanup';
import type { EmbeddedStack } from './embedded-stack';
import type { BenchResult } from './results';
import { median, percentile, round1 } from './statistics';

export const SIGN_WARMUPS = 3;
export const SIGN_RUNS = 20;
export const SIGN_LIMIT_MS = 100;
export const SIGN_P95_LIMIT_MS = 250;
const DAPP_HTML = '<!doctype html><html lang="en"><head><title>dApp</title></head><body><h1>dApp</h1></body></html>';

type Reply = { type: string; payload: unknown };

interface SignBenchWindow {
  /** Wall-clock (timeOrigin + now, sub-ms) arrival of each RPC_REQUEST_SUCCESS in the dApp page. */
  __airlockBenchReplies?: number[];
}
interface SignBenchFrameWindow {
  /** Wall-clock dispatch of each click on the frame's Approve button. */
  __airlockBenchApprovals?: number[];
}

/** Email login through the harness, the code typed into the frame; the wallet's address. */
async function signIn(page: Page, stack: EmbeddedStack): Promise<Address> {
  const email = `bench.signer.${randomBytes(6).toString('hex')}@example.com`;
  const asked = (await sendToFrame(page, 'CONNECT_EMAIL', { email })) as Reply | undefined;
  if ((asked?.payload as { action?: string } | undefined)?.action !== 'VERIFY_OTP')
    throw new Error(`CONNECT_EMAIL answered ${JSON.stringify(asked)}`);
  const input = page.frameLocator('iframe').getByLabel('One-time code');
  await input.fill(await stack.waitForCode(email));
  await input.press('Enter');
  const loggedIn = (await frameEvent(page, 'LOGGED_IN')) as { payload: { address: Address } } | undefined;
  if (!loggedIn) throw new Error('the frame never reported LOGGED_IN');
  await frameEvent(page, 'HIDE_FRAME');
  return loggedIn.payload.address;
}

/**
 * embedded.sign.ms / embedded.sign.p95.ms: after one email login, each run sends a personal_sign
 * RPC_REQUEST from the dApp page to the frame, waits until the frame's approval view is shown and
 * idle, then times the click on its Approve button (dispatch inside the frame) → the
 * RPC_REQUEST_SUCCESS with the signature arriving in the dApp page (message event), both stamped
 * with `performance.timeOrigin + performance.now()` in their own documents.
 */
export async function runEmbeddedSign(stack: EmbeddedStack): Promise<BenchResult[]> {
  let browser: Browser | undefined;
  let dapp: LocalPageServer | undefined;
  const closeBrowser = onCleanup(() => browser?.close());
  const closeDapp = onCleanup(() => dapp?.close());
  try {
    [browser, dapp] = await Promise.all([launchPartitionedChromium(), startLocalPageServer(DAPP_HTML)]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`http://localhost:${dapp.port}/dapp.html`);
    // tsx (esbuild keepNames) wraps the harness's named inner functions in `__name`, which the page lacks.
    await page.evaluate('globalThis.__name = (target) => target');
    if (!(await installFrameHarness(page, stack.frameUrl))) throw new Error('the frame never sent FRAME_READY');
    await page.evaluate(() => {
      const replies: number[] = [];
      (window as unknown as SignBenchWindow).__airlockBenchReplies = replies;
      window.addEventListener('message', (event) => {
        if ((event.data as { type?: string })?.type === 'RPC_REQUEST_SUCCESS') replies.push(performance.timeOrigin + performance.now());
      });
    });
    const address = await signIn(page, stack);
    const frame: Frame | undefined = page.frames().find((candidate) => candidate.url().startsWith(stack.server.frameUrl));
    if (!frame) throw new Error('the frame is not in the page');
    await frame.evaluate(() => {
      const approvals: number[] = [];
      (window as unknown as SignBenchFrameWindow).__airlockBenchApprovals = approvals;
      window.addEventListener(
        'click',
        (event) => {
          const button = event.target instanceof Element ? event.target.closest('button') : null;
          if (button?.textContent?.trim() === 'Approve') approvals.push(performance.timeOrigin + performance.now());
        },
        true,
      );
    });
    const view = page.frameLocator('iframe').getByRole('dialog');
    const approve = view.getByRole('button', { name: 'Approve' });

    const samples: number[] = [];
    for (let run = 0; run < SIGN_WARMUPS + SIGN_RUNS; run++) {
      const message = `Airlock bench signature ${run + 1}\nNonce: ${randomBytes(4).toString('hex')}`;
      const signing = sendToFrame(page, 'RPC_REQUEST', {
        method: 'personal_sign',
        params: [toHex(message), address],
        chainId: 31337,
        chainNamespace: 'eip155',
      }) as Promise<Reply>;
      await approve.waitFor({ state: 'visible' });
      await frame.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
      await approve.click();
      const reply = await signing;
      if (reply?.type !== 'RPC_REQUEST_SUCCESS') throw new Error(`personal_sign answered ${JSON.stringify(reply)}`);
      if (!(await verifyMessage({ address, message, signature: reply.payload as Hex }))) throw new Error('the signature does not verify');
      const clickedAt = await frame.evaluate(() => (window as unknown as SignBenchFrameWindow).__airlockBenchApprovals!.at(-1)!);
      const repliedAt = await page.evaluate(() => (window as unknown as SignBenchWindow).__airlockBenchReplies!.at(-1)!);
      const approvals = await frame.evaluate(() => (window as unknown as SignBenchFrameWindow).__airlockBenchApprovals!.length);
      if (approvals !== run + 1) throw new Error(`expected ${run + 1} Approve clicks, the frame saw ${approvals}`);
      const ms = repliedAt - clickedAt;
      if (run >= SIGN_WARMUPS) samples.push(ms);
      if (process.env.EMBEDDED_BENCH_VERBOSE)
        console.log(`  sign run ${run + 1}${run < SIGN_WARMUPS ? ' (warm-up)' : ''}: ${ms.toFixed(1)} ms`);
      // The view closes and the frame hides before the next request, as between two dApp requests.
      await frameEvent(page, 'HIDE_FRAME', run + 2);
      await view.waitFor({ state: 'detached' });
    }
    if (problems.length > 0) throw new Error(`the page reported errors:\n${problems.join('\n')}`);

    const sorted = [...samples].sort((a, b) => a - b);
    const med = median(sorted);
    const p95 = percentile(sorted, 95);
    console.log(
      `  Approve → signature in the page, ${SIGN_RUNS} runs after ${SIGN_WARMUPS} warm-ups (ms): ` +
        `min ${sorted[0]!.toFixed(1)}, median ${med.toFixed(1)}, p95 ${p95.toFixed(1)}, max ${sorted.at(-1)!.toFixed(1)}`,
    );
    console.log(`  samples: ${samples.map((sample) => sample.toFixed(1)).join(' ')}`);
    return [
      { id: 'embedded.sign.ms', value: round1(med), unit: 'ms', limit: SIGN_LIMIT_MS, better: 'lower' },
      { id: 'embedded.sign.p95.ms', value: round1(p95), unit: 'ms', limit: SIGN_P95_LIMIT_MS, better: 'lower' },
    ];
  } finally {
    await closeBrowser();
    await closeDapp();
  }
}
