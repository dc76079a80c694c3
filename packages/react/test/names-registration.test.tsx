import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coinTypeOfChain } from '@airlock/protocol';
import { SigningAdapter } from '../../core/test/names/signing-adapter';
import { openNamedAccount } from './names-test-setup';

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
});

async function seriousViolations(element: Element) {
  // jsdom does no layout, so contrast is left to the E2E axe run.
  const { violations } = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

async function openRegistration(prepare?: Parameters<typeof openNamedAccount>[0]) {
  const opened = await openNamedAccount(prepare);
  cleanup.push(
    () => opened.airlock.destroy(),
    () => opened.api.close(),
  );
  await opened.user.click(await within(opened.dialog()).findByRole('button', { name: 'Choose a name' }));
  const form = await within(opened.dialog()).findByRole('form', { name: 'Register a name' });
  const field = within(form).getByRole('textbox', { name: 'Name' });
  return { ...opened, form, field };
}

describe('RegisterAccountName', () => {
  it('checks the name in place as typed: too short, invalid characters, too long, then taken with suggestions, then free', async () => {
    const { user, form, field, api } = await openRegistration((api) => api.seed('taken.airlock.id', OTHER, coinTypeOfChain(31337)));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(/Letters, digits or hyphens, at least 4 characters\. Your name ends in \.airlock\.id/);

    await user.type(field, 'abc');
    expect(within(form).getByRole('alert')).toHaveTextContent('Too short: at least 4 characters');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('button', { name: 'Register' })).toBeDisabled();
    await user.type(field, '_d');
    expect(within(form).getByRole('alert')).toHaveTextContent('Use letters, digits or hyphens only');
    await user.clear(field);
    await user.type(field, 'a'.repeat(64));
    expect(within(form).getByRole('alert')).toHaveTextContent('Too long: at most 63 characters');
    expect(api.requestsTo('/v1/profile/suggestions/')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'taken');
    expect(await within(form).findByRole('alert')).toHaveTextContent('taken.airlock.id is taken');
    // Typing is debounced: one request for the whole word.
    expect(api.requestsTo('/v1/profile/suggestions/').map((request) => request.path)).toEqual(['/v1/profile/suggestions/taken']);
    expect(await seriousViolations(form)).toEqual([]);
    const suggestion = within(form).getByRole('button', { name: 'Use taken1.airlock.id' });
    await user.click(suggestion);
    expect(field).toHaveValue('taken1');
    expect(field).toHaveFocus();
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('taken1.airlock.id is available'));
    expect(within(form).getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('registers the name the wallet signs, then shows it in the success view, the Account view and the connect button', async () => {
    const { user, form, field, api, adapter, dialog } = await openRegistration();
    await user.type(field, 'Alice');
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('alice.airlock.id is available'));
    await user.click(within(form).getByRole('button', { name: 'Register' }));

    const heading = await within(dialog()).findByRole('heading', { name: 'Name registered' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(dialog()).getByText('alice.airlock.id is now the name of your account')).toBeInTheDocument();
    expect(JSON.parse(adapter.signed[0] ?? '')).toMatchObject({ name: 'alice.airlock.id', attributes: {} });
    expect(api.records.get('alice.airlock.id')?.addresses[String(coinTypeOfChain(31337))]?.address).toBe(adapter.address);

    await user.click(within(dialog()).getByRole('button', { name: 'Back to account' }));
    expect(await within(dialog()).findByTestId('airlock-account-name')).toHaveTextContent('alice.airlock.id');
    expect(within(dialog()).queryByRole('button', { name: 'Choose a name' })).not.toBeInTheDocument();
    // The page behind the open modal is hidden from the accessibility tree: the connect button is read with it.
    expect(screen.getByRole('button', { name: /^Account.*alice\.airlock\.id$/, hidden: true })).toBeInTheDocument();
  });

  it('asks for the signature in words, and comes back to the form with "Error registering name {name}" when refused', async () => {
    const { user, form, field, adapter, dialog } = await openRegistration();
    // The wallet holds the request until the test refuses it, as a person would press Reject.
    let refuse: () => void = () => undefined;
    adapter.signMessage = () => new Promise<string>((_, reject) => (refuse = () => reject(SigningAdapter.rejected())));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    cleanup.push(() => warn.mockRestore());
    await user.type(field, 'alice');
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('alice.airlock.id is available'));
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    const waiting = await within(dialog()).findByRole('heading', { name: 'Sign the message in your wallet to register alice.airlock.id' });
    await waitFor(() => expect(waiting).toHaveFocus());

    refuse();
    const again = await within(dialog()).findByRole('form', { name: 'Register a name' });
    expect(within(again).getByRole('alert')).toHaveTextContent('Error registering name alice.airlock.id');
    const field2 = within(again).getByRole('textbox', { name: 'Name' });
    expect(field2).toHaveValue('alice');
    await waitFor(() => expect(field2).toHaveFocus());
  });
});
