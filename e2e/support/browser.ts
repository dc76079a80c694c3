import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 667 },
} as const;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** CSP violations and uncaught page errors seen so far. */
  problems: string[];
}

/** A page that records CSP violations and uncaught errors, so every test can assert there were none. */
export async function openWatchedPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  { locale }: { /** The browser's language (navigator.languages, Accept-Language). */ locale?: string } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'], ...(locale && { locale }) });
  const page = await context.newPage();
  const problems: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, context, problems };
}
