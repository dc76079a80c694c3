import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECTIONS_CSS } from '../src/styles/account-sections-css';
import { AIRLOCK_CSS } from '../src/styles/airlock-css';

/**
 * The Account view renders Send and Receive at once, while the sheet of the sections it opens
 * (Activity, NFTs, Send, Receive) arrives with their code: their row must be laid out by the main
 * sheet, or the buttons show narrow and touching until a section has loaded.
 */
describe('the Account view on first show', () => {
  it('lays out its Send and Receive row from the main stylesheet', () => {
    expect(AIRLOCK_CSS).toMatch(/\.airlock-account-actions\{[^}]*display:grid/);
    expect(ACCOUNT_SECTIONS_CSS).not.toContain('.airlock-account-actions{');
  });
});
