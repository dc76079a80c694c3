import type { ServerDeps } from '../app/server-deps';
import type { OnrampBudgets } from './onramp-budgets';
import type { OnrampCatalogue } from './onramp-catalogue';
import type { OnrampOrderStore } from './onramp-order-store';
import type { OnrampProviders } from './onramp-providers';
import type { OnrampQuotes } from './onramp-quotes';
import type { QuoteTokens } from './quote-token';

/** What the on-ramp routes share. */
export interface OnrampDeps extends ServerDeps {
  providers: OnrampProviders;
  catalogue: OnrampCatalogue;
  quotes: OnrampQuotes;
  tokens: QuoteTokens;
  orders: OnrampOrderStore;
  budgets: OnrampBudgets;
}
