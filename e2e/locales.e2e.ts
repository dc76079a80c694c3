import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { MainMessages } from '../packages/core/src/i18n/catalogue-types';
import { main as arabic } from '../packages/core/src/i18n/locales/ar/main';
import { main as japanese } from '../packages/core/src/i18n/locales/ja/main';
import { frame as japaneseFrame } from '../apps/frame/src/i18n/locales/ja';
import { seriousAxeViolations } from './support/axe';
import { openWatchedPage, type WatchedPage } from './support/browser';
import { dialog, openDemoWithWallet, WALLET_NAME } from './support/demo-page';
import { useEmbeddedDemoStack } from './support/embedded-demo-stack';
import { useSharedDemoStack } from './support/stack-fixture';

const LOCALES: ReadonlyArray<{ locale: string; direction: 'ltr' | 'rtl'; messages: MainMessages }> = [
  { locale: 'ar', direction: 'rtl', messages: arabic },
  { locale: 'ja', direction: 'ltr', messages: japanese },
];

/** What the dialog says about its language: the nearest lang and dir attributes and the computed direction. */
function dialogLanguage(page: Page) {
  return dialog(page).evaluate((element) => ({
    lang: element.closest('[lang]')?.getAttribute('lang'),
    dir: element.closest('[dir]')?.getAttribute('dir'),
    direction: getComputedStyle(element).direction,
  }));
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const violations = await seriousAxeViolations(page);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

describe('the modal in the browser’s language (demo with no locale option)', () => {
  const fixture = useSharedDemoStack();
  let localized: WatchedPage | undefined;
  afterEach(async () => {
    const problems = localized?.problems ?? [];
    await localized?.context.close();
    localized = undefined;
    expect(problems).toEqual([]);
  });

  for (const { locale, direction, messages } of LOCALES) {
    it(`${locale}: catalogue text, dir=${direction}, back arrow side, no serious axe issue, connect, Account, tab arrow keys`, async () => {
      localized = await openWatchedPage(fixture.browser, undefined, { locale });
      const { page } = localized;
      await openDemoWithWallet(page, fixture.stack);
      expect(await page.evaluate(() => navigator.languages[0])).toBe(locale);

      await page.getByRole('button', { name: messages.connectWallet, exact: true }).click();
      await expect.poll(() => dialog(page).getAttribute('data-view')).toBe('Connect');
      await dialog(page).getByRole('heading', { name: messages.connectWallet, exact: true }).waitFor();
      expect(await dialogLanguage(page)).toEqual({ lang: locale, dir: direction, direction });
      await expectNoSeriousViolations(page, `${locale} Connect`);

      await dialog(page)
        .getByRole('button', { name: new RegExp(`^${messages.allWallets}`) })
        .click();
      await expect.poll(() => dialog(page).getAttribute('data-view')).toBe('AllWallets');
      const back = dialog(page).getByRole('button', { name: messages.back, exact: true });
      const arrowTransform = await back.locator('svg').evaluate((icon) => getComputedStyle(icon).transform);
      // Back points to where reading started: the left, or the right in Arabic (the icon mirrored).
      expect(arrowTransform).toBe(direction === 'rtl' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
      await expectNoSeriousViolations(page, `${locale} All Wallets`);
      await back.click();

      await dialog(page)
        .getByRole('button', { name: new RegExp(WALLET_NAME) })
        .click();
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: new RegExp(`^${messages.account}`) }).click();
      await expect.poll(() => dialog(page).getAttribute('data-view')).toBe('Account');
      await dialog(page).getByRole('tablist', { name: messages.accountSections }).waitFor();
      await dialog(page).getByRole('tab', { name: messages.tokens, exact: true }).waitFor();
      await dialog(page).getByRole('button', { name: messages.disconnect, exact: true }).waitFor();
      expect(await dialogLanguage(page)).toEqual({ lang: locale, dir: direction, direction });
      await expectNoSeriousViolations(page, `${locale} Account`);

      // The arrow key toward where the text goes next moves to the next tab: ArrowLeft in Arabic.
      const tabs = dialog(page).getByRole('tab');
      expect(await tabs.count()).toBeGreaterThan(1);
      await tabs.first().click();
      await page.keyboard.press(direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
      await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await tabs.nth(1).evaluate((tab) => tab === document.activeElement)).toBe(true);
    });
  }
});

describe('the email login frame in the browser’s language', () => {
  const fixture = useEmbeddedDemoStack();
  let localized: WatchedPage | undefined;
  afterEach(async () => {
    const problems = localized?.problems ?? [];
    await localized?.context.close();
    localized = undefined;
    expect(problems).toEqual([]);
  });

  it('ja: the frame is loaded with ?locale=ja, and its code form speaks Japanese (lang=ja), no serious axe violation', async () => {
    localized = await openWatchedPage(fixture.browser, undefined, { locale: 'ja' });
    const { page } = localized;
    await page.goto(fixture.stack.demo.url);
    await page.getByRole('button', { name: japanese.connectWallet, exact: true }).click();
    const modal = dialog(page);
    await modal.getByRole('textbox', { name: japanese.email, exact: true }).fill('visitor.ja@example.com');
    await modal.getByRole('button', { name: japanese.continueWithEmail, exact: true }).click();

    const frameElement = page.locator('iframe[title="Airlock embedded wallet"]');
    await frameElement.waitFor();
    expect(new URL((await frameElement.getAttribute('src'))!).searchParams.get('locale')).toBe('ja');
    const codeFrame = (await (await frameElement.elementHandle())!.contentFrame())!;
    await codeFrame.getByLabel(japaneseFrame.code.oneTimeCode, { exact: true }).waitFor();
    expect(await codeFrame.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))).toEqual({
      lang: 'ja',
      dir: 'ltr',
    });
    expect(await seriousAxeViolations(codeFrame)).toEqual([]);
    await expectNoSeriousViolations(page, 'ja email login');
  });
});
