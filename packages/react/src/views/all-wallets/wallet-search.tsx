import { useId } from 'react';
import { en, isMobileBrowser } from '@airlock/core';

/** The labelled search box of AllWallets. */
export function WalletSearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="airlock-search">
      <label htmlFor={id} className="airlock-visually-hidden">
        {en.searchWallet}
      </label>
      <input
        id={id}
        className="airlock-search-input"
        type="search"
        placeholder={en.searchWallet}
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
