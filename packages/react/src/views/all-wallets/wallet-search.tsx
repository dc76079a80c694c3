import { useId } from 'react';
import { isMobileBrowser } from '@airlock/core';
import { useMessages } from '../../i18n/use-messages';

/** The labelled search box of AllWallets. */
export function WalletSearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  const messages = useMessages();
  const id = useId();
  return (
    <div className="airlock-search">
      <label htmlFor={id} className="airlock-visually-hidden">
        {messages.searchWallet}
      </label>
      <input
        id={id}
        className="airlock-search-input"
        type="search"
        placeholder={messages.searchWallet}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        // Typing is the fastest way through the list; on a phone the keyboard would hide it instead.
        autoFocus={!isMobileBrowser()}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
