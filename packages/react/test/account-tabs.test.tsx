import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AccountTabs, type AccountTabDefinition } from '../src/views/account-tabs';

const THREE_TABS: readonly AccountTabDefinition[] = [
  { id: 'first', label: 'First', render: () => <p>First content</p> },
  { id: 'second', label: 'Second', render: () => <p>Second content</p> },
  { id: 'third', label: 'Third', render: () => <p>Third content</p> },
];

/** Owns the selection the way the Account view does, in state outside the tab bar. */
function TabsWithSelection({ tabs }: { tabs: readonly AccountTabDefinition[] }) {
  const [selectedId, setSelectedId] = useState<string>();
  return <AccountTabs label="Account sections" tabs={tabs} selectedId={selectedId} onSelect={setSelectedId} />;
}

function renderTabs(tabs: readonly AccountTabDefinition[] = THREE_TABS) {
  const user = userEvent.setup();
  render(<TabsWithSelection tabs={tabs} />);
  return { user, tablist: screen.getByRole('tablist', { name: 'Account sections' }) };
}

function expectSelected(name: string) {
  const selected = screen.getByRole('tab', { selected: true });
  expect(selected).toHaveAccessibleName(name);
  expect(selected).toHaveAttribute('tabindex', '0');
  for (const other of screen.getAllByRole('tab').filter((tab) => tab !== selected)) {
    expect(other).toHaveAttribute('aria-selected', 'false');
    expect(other).toHaveAttribute('tabindex', '-1');
  }
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAccessibleName(name);
  expect(panel).toHaveTextContent(`${name} content`);
  return selected;
}

describe('Account tabs', () => {
  it('ties each tab to its panel and shows only the selected panel', () => {
    const { tablist } = renderTabs();
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['First', 'Second', 'Third']);
    const ids = new Set<string>();
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
      ids.add(tab.id).add(panel?.id ?? '');
    }
    expect(ids.size).toBe(6);
    expectSelected('First');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('tabindex', '0');
    expect(screen.queryByText('Second content')).toBeNull();
  });

  it('selects a tab on click', async () => {
    const { user } = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Second' }));
    expectSelected('Second');
  });

  it('moves focus and selection with the arrow keys, wrapping at both ends, and with Home and End', async () => {
    const { user } = renderTabs();
    await user.tab();
    expect(expectSelected('First')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(expectSelected('Second')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(expectSelected('First')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(expectSelected('Third')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(expectSelected('First')).toHaveFocus();
    await user.keyboard('{End}');
    expect(expectSelected('Third')).toHaveFocus();
  });

  it('leaves the tab bar with a single Tab press, onto the panel', async () => {
    const { user } = renderTabs();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveFocus();
  });

  it('follows a selection its owner keeps, and reports choices to it', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    const { rerender } = render(
      <AccountTabs label="Account sections" tabs={THREE_TABS} selectedId="third" onSelect={(id) => chosen.push(id)} />,
    );
    expectSelected('Third');
    await user.click(screen.getByRole('tab', { name: 'First' }));
    expect(chosen).toEqual(['first']);
    rerender(<AccountTabs label="Account sections" tabs={THREE_TABS} selectedId="first" onSelect={(id) => chosen.push(id)} />);
    expectSelected('First');
  });

  it('renders nothing without tabs', () => {
    render(<TabsWithSelection tabs={[]} />);
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
