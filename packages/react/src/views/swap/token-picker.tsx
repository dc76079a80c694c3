import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SwapDraft } from '@airlock/core';
import type { SwapToken } from '@airlock/protocol';
import { useLocale } from '../../i18n/use-locale';
import { swapAmountText } from './swap-amount-text';
import { useSwapTexts } from './use-swap-texts';
import { CloseIcon } from '../../ui/icons';

export interface TokenPickerProps {
  /** The form read against the account: its search and holdings. */
  draft: SwapDraft;
  /** The token chosen on this side now (marked selected). */
  selected?: string;
  onPick(token: SwapToken): void;
  onClose(): void;
}

/**
 * The token list: a search field driving a listbox (↑ ↓ Home End move, Enter picks, Escape closes), the suggested
 * tokens first, then the account's, each with what the account holds of it.
 */
export function TokenPicker({ draft, selected, onPick, onClose }: TokenPickerProps) {
  const texts = useSwapTexts();
  const { locale } = useLocale();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const headingId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const search = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => draft.search(query), [draft, query]);
  const activeIndex = Math.min(active, Math.max(shown.length - 1, 0));

  useEffect(() => search.current?.focus(), []);
  // Escape closes the list, not the modal: this listens before the modal's focus trap does.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      close.current();
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, []);
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, moves[event.key] as number)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const token = shown[activeIndex];
      if (token) onPick(token);
    }
  };

  return (
    <section className="airlock-swap-picker" aria-labelledby={headingId}>
      <div className="airlock-swap-picker-header">
        <h3 id={headingId} className="airlock-heading">
          {texts.chooseToken}
        </h3>
        <button type="button" className="airlock-icon-button" aria-label={texts.closePicker} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <input
        ref={search}
        className="airlock-search-input"
        type="search"
        role="combobox"
        aria-label={texts.searchTokens}
        placeholder={texts.searchTokens}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown.length > 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label={texts.tokenList} className="airlock-swap-token-list">
        {shown.map((token, index) => {
          const { balance } = draft.holdingOf(token);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the search field's arrow keys and Enter choose options (aria-activedescendant)
            <div
              key={token.address}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={token.address === selected}
              data-active={index === activeIndex || undefined}
              className="airlock-swap-token-option"
              onClick={() => onPick(token)}
              onMouseMove={() => setActive(index)}
            >
              {token.logoUri ? <img src={token.logoUri} alt="" className="airlock-swap-token-logo" /> : null}
              <span className="airlock-swap-token-names">
                <span className="airlock-swap-token-symbol">{token.symbol}</span>
                <span className="airlock-muted">{token.name}</span>
              </span>
              {balance > 0n ? <span className="airlock-swap-token-balance">{swapAmountText(balance, token.decimals, locale)}</span> : null}
            </div>
          );
        })}
      </div>
      {shown.length === 0 ? (
        <p className="airlock-muted" role="status">
          {texts.noTokensFound}
        </p>
      ) : null}
    </section>
  );
}
