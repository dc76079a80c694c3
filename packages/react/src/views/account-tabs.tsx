import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One section of the Account view: a stable id, the tab's label and what its panel shows. */
export interface AccountTabDefinition<Id extends string = string> {
  id: Id;
  label: string;
  render: () => ReactNode;
}

type NextIndex = (index: number, count: number) => number;

const previous: NextIndex = (index, count) => (index - 1 + count) % count;
const next: NextIndex = (index, count) => (index + 1) % count;

/** The arrows follow the reading direction: right to left, ArrowLeft moves on to the next tab. */
const NEXT_INDEX_BY_KEY: Record<'ltr' | 'rtl', Record<string, NextIndex>> = {
  ltr: { ArrowLeft: previous, ArrowRight: next, Home: () => 0, End: (_index, count) => count - 1 },
  rtl: { ArrowLeft: next, ArrowRight: previous, Home: () => 0, End: (_index, count) => count - 1 },
};

/**
 * The Account view's sections as a WAI-ARIA tab bar with automatic activation: arrow keys (wrapping,
 * in the direction the bar is laid out: its nearest `dir`), Home and End move focus and select. Every tab's panel element exists, so each
 * aria-controls points
 * at one, but only the selected panel's content is rendered.
 */
export function AccountTabs<Id extends string>({
  tabs,
  label,
  selectedId,
  onSelect,
}: {
  tabs: readonly AccountTabDefinition<Id>[];
  label: string;
  /** The caller owns the selection (the Account view keeps it in core); an unknown id selects the first tab. */
  selectedId: Id | undefined;
  onSelect: (id: Id) => void;
}) {
  const baseId = useId();
  const tabElements = useRef(new Map<Id, HTMLButtonElement>());
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];
  if (!selected) return null;

  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
    const nextIndex = NEXT_INDEX_BY_KEY[direction][event.key];
    if (!nextIndex) return;
    const target = tabs[nextIndex(tabs.indexOf(selected), tabs.length)];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    tabElements.current.get(target.id)?.focus();
  };

  return (
    <div className="airlock-tabs">
      <div role="tablist" aria-label={label} className="airlock-tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (!element) return;
                tabElements.current.set(tab.id, element);
                return () => {
                  tabElements.current.delete(tab.id);
                };
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="airlock-tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab === selected;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            className="airlock-tab-panel"
            tabIndex={isSelected ? 0 : undefined}
            hidden={!isSelected}
          >
            {isSelected && tab.render()}
          </div>
        );
      })}
    </div>
  );
}
