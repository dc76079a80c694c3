import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAirlock } from './render-airlock';

const TERMS = 'https://dapp.example/terms';
const PRIVACY = 'https://dapp.example/privacy';

async function openConnect(user: ReturnType<typeof renderAirlock>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
  return screen.getByRole('dialog', { name: 'Connect Wallet' });
}

describe('the legal checkbox', () => {
  it('disables every way to connect, says why, and links the documents until the visitor agrees', async () => {
    const { user } = renderAirlock({ features: { legalCheckbox: true }, termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY });
    const dialog = await openConnect(user);
    const box = await within(dialog).findByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' });
    expect(box).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', TERMS);
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', PRIVACY);
    const walletA = within(dialog).getByRole('button', { name: /Wallet A/ });
    expect(walletA).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Wallet B/ })).toBeDisabled();
    expect(within(dialog).getByRole('group')).toHaveAccessibleDescription('Tick the box to agree before you connect.');

    await user.click(box);
    expect(walletA).toBeEnabled();
    expect(screen.queryByText('Tick the box to agree before you connect.')).not.toBeVisible();
    await user.click(walletA);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names a single document when only one is configured', async () => {
    const { user } = renderAirlock({ features: { legalCheckbox: true }, privacyPolicyUrl: PRIVACY });
    const dialog = await openConnect(user);
    expect(await within(dialog).findByRole('checkbox', { name: 'I agree to the Privacy Policy' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Terms of Service' })).toBeNull();
  });

  it('asks nothing when the feature is off, and never links a document that is not a web link', async () => {
    const off = renderAirlock({ termsConditionsUrl: TERMS });
    const dialog = await openConnect(off.user);
    expect(within(dialog).getByRole('button', { name: /Wallet A/ })).toBeEnabled();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    off.unmount();

    const scripted = renderAirlock({ features: { legalCheckbox: true }, termsConditionsUrl: 'javascript:alert(1)' });
    const second = await openConnect(scripted.user);
    // Still asked, but the document is named, never linked to a script.
    expect(await within(second).findByRole('checkbox', { name: 'I agree to the Terms of Service' })).toBeInTheDocument();
    expect(within(second).queryByRole('link')).toBeNull();
    expect(within(second).getByRole('button', { name: /Wallet A/ })).toBeDisabled();
  });
});
