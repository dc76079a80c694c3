import { formatMessage, type BuyMessages, type OnrampAmountProblem } from '@airlock/core';

/** What the amount field says of a problem: 'Minimum 10 USD', 'Maximum 7500 USD', how to write an amount. */
export function buyAmountError(problem: OnrampAmountProblem | undefined, texts: BuyMessages): string | undefined {
  if (!problem) return undefined;
  switch (problem.kind) {
    case 'invalid':
      return texts.amountInvalid;
    case 'min':
      return formatMessage(texts.amountMin, { amount: problem.limit, currency: problem.currency });
    case 'max':
      return formatMessage(texts.amountMax, { amount: problem.limit, currency: problem.currency });
    case 'unavailable':
      return formatMessage(texts.currencyUnavailable, { currency: problem.currency });
  }
}
