import type { OnrampOrderRecord } from '../onramp-order-store';
import { CHECKOUT_STYLE } from './checkout-page-style';
import { escapeHtml } from './html-text';
import type { CardField, CardForm, CardRefusal } from './sandbox-cards';

/** What the order summary names: the chain's display name for the order's network. */
export interface CheckoutOrderView {
  order: OnrampOrderRecord;
  networkName: string;
}

function page(title: string, body: string, options: { refreshSeconds?: number } = {}): string {
  const refresh = options.refreshSeconds ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">${refresh}<title>${escapeHtml(title)}</title><style>${CHECKOUT_STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function summary({ order, networkName }: CheckoutOrderView): string {
  const fiat = (amount: string) => `${escapeHtml(amount)} ${escapeHtml(order.paymentCurrency)}`;
  const method = order.paymentMethod === 'bank_account' ? 'Bank transfer' : 'Card';
  return `<h2 id="summary-title">Your order</h2>
<dl aria-labelledby="summary-title">
<dt>Amount</dt><dd>${fiat(order.paymentSubtotal)}</dd>
<dt>Fee</dt><dd>${fiat(order.providerFee)}</dd>
<dt>Network fee</dt><dd>${fiat(order.networkFee)}</dd>
<dt class="total">Total</dt><dd class="total">${fiat(order.paymentTotal)}</dd>
<dt>Payment method</dt><dd>${method}</dd>
<dt>You receive</dt><dd>${escapeHtml(order.purchaseAmount)} ${escapeHtml(order.purchaseCurrency)}</dd>
<dt>To address</dt><dd><code>${escapeHtml(order.address)}</code></dd>
<dt>Network</dt><dd>${escapeHtml(networkName)}</dd>
</dl>`;
}

const heading = `<h1>Airlock Sandbox checkout</h1>
<p><span class="badge">Test mode</span> <span class="muted">No real money is charged. Use a test card from the server README.</span></p>`;

const FIELDS: Array<{ field: CardField; label: string; autocomplete: string; inputmode?: string; placeholder?: string }> = [
  { field: 'number', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '4242 4242 4242 4242' },
  { field: 'expiry', label: 'Expiry date (MM/YY)', autocomplete: 'cc-exp', placeholder: 'MM/YY' },
  { field: 'cvc', label: 'Security code (CVC)', autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: '123' },
  { field: 'name', label: 'Name on card', autocomplete: 'cc-name' },
];

function input(spec: (typeof FIELDS)[number], value: string, refusal: CardRefusal | undefined): string {
  const invalid = refusal?.field === spec.field;
  const id = `card-${spec.field}`;
  const error = invalid ? `<p class="field-error" id="${id}-error">${escapeHtml(refusal.message)}</p>` : '';
  const attributes = [
    `id="${id}"`,
    `name="${spec.field}"`,
    `autocomplete="${spec.autocomplete}"`,
    spec.inputmode ? `inputmode="${spec.inputmode}"` : '',
    spec.placeholder ? `placeholder="${escapeHtml(spec.placeholder)}"` : '',
    `value="${escapeHtml(value)}"`,
    'required',
    'maxlength="64"',
    invalid ? `aria-invalid="true" aria-describedby="${id}-error"` : '',
  ].filter(Boolean);
  return `<div><label for="${id}">${spec.label}</label><input ${attributes.join(' ')}>${error}</div>`;
}

/** A bank transfer cannot be made in a test page: the sandbox takes its test cards for both methods, and says so. */
const payTitle = (method: string) =>
  method === 'bank_account' ? 'Pay (the sandbox settles bank transfers with a test card)' : 'Pay by card';

/** The pending order with the card form; after a refusal, its message and the visitor's input as they typed it. */
export function checkoutFormPage(view: CheckoutOrderView, form: CardForm, refusal?: CardRefusal): string {
  const [number, expiry, cvc, name] = FIELDS;
  const alert = refusal ? `<div class="alert" role="alert">${escapeHtml(refusal.message)}</div>` : '';
  const body = `${heading}${summary(view)}
<form method="post" novalidate aria-labelledby="pay-title">
<h2 id="pay-title">${payTitle(view.order.paymentMethod)}</h2>${alert}
${input(number!, form.number, refusal)}
<div class="row">${input(expiry!, form.expiry, refusal)}${input(cvc!, form.cvc, refusal)}</div>
${input(name!, form.name, refusal)}
<button type="submit">Pay ${escapeHtml(view.order.paymentTotal)} ${escapeHtml(view.order.paymentCurrency)}</button>
</form>`;
  return page('Sandbox checkout', body);
}

/** The order once paid for: processing (the page reloads itself), completed or failed. */
export function checkoutStatusPage(view: CheckoutOrderView): string {
  const { order } = view;
  if (order.status === 'completed') {
    const body = `${heading}<div class="alert success" role="status"><strong>Payment complete.</strong>
${escapeHtml(order.purchaseAmount)} ${escapeHtml(order.purchaseCurrency)} were sent to your wallet. You can close this window.</div>
${summary(view)}<p class="muted">Transaction: <code>${escapeHtml(order.transactionHash ?? '')}</code></p>`;
    return page('Payment complete', body);
  }
  if (order.status === 'failed') {
    const body = `${heading}<div class="alert" role="alert"><strong>Payment failed.</strong> ${escapeHtml(order.failureReason ?? '')}</div>
${summary(view)}<p>You can close this window and try again.</p>`;
    return page('Payment failed', body);
  }
  const body = `${heading}<div class="alert success" role="status">Payment received: sending your
${escapeHtml(order.purchaseCurrency)}. This page updates by itself.</div>${summary(view)}`;
  return page('Payment processing', body, { refreshSeconds: 2 });
}

export function checkoutMessagePage(title: string, message: string): string {
  return page(title, `${heading}<div class="alert" role="alert">${escapeHtml(message)}</div>`);
}
