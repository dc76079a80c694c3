import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { main as german } from '../../core/src/i18n/locales/de/main';
import { renderAirlock } from './render-airlock';

const browserLanguages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
afterEach(() => {
  if (browserLanguages) Object.defineProperty(Navigator.prototype, 'languages', browserLanguages);
});

describe('the modal’s language', () => {
  it('speaks the locale createAirlock was given once its strings have loaded, English until then', async () => {
    const { user, airlock } = renderAirlock({ locale: 'de' });
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: german.connectWallet }));
    const dialog = screen.getByRole('dialog', { name: german.connectWallet });
    expect(within(dialog).getByRole('button', { name: german.close })).toBeInTheDocument();
    expect(dialog.closest('.airlock-root')).toHaveAttribute('lang', 'de');
    expect(dialog.closest('.airlock-root')).toHaveAttribute('dir', 'ltr');
    expect(airlock.locale.getState().locale).toBe('de');
  });

  it('defaults to the browser’s language, its best match (de-AT → de)', async () => {
    Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get: () => ['de-AT', 'en'] });
    renderAirlock();
    expect(await screen.findByRole('button', { name: german.connectWallet })).toBeInTheDocument();
  });

  it('stays English for a language it does not speak', async () => {
    Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get: () => ['sv-SE'] });
    const { airlock } = renderAirlock();
    await act(() => airlock.init());
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    expect(airlock.locale.getState().locale).toBe('en');
  });

  it('changes at run time in the open modal, which keeps its place and what was typed', async () => {
    const { user, airlock } = renderAirlock({ features: { email: true } });
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' });
    const email = within(dialog).queryByRole('textbox');
    if (email) await user.type(email, 'ada@example.com');

    await act(() => airlock.setLocale('de'));
    expect(screen.getByRole('dialog', { name: german.connectWallet })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: german.close })).toBeInTheDocument();
    if (email) expect(email).toHaveValue('ada@example.com');

    await act(() => airlock.setLocale('en-GB'));
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBe(dialog);
  });

  it('formats amounts the locale’s way (Intl): 1.50 ETH in English, 1,50 ETH in German', async () => {
    const { user, airlock } = renderAirlock();
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Wallet B/ }));
    const accountButton = await screen.findByRole('button', { name: /^Account/ });
    await waitFor(() => expect(accountButton).toHaveTextContent('1.50 ETH'));
    await act(() => airlock.setLocale('de'));
    await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(`^${german.account}`) })).toHaveTextContent('1,50 ETH'));
  });
});
