/** The card form as the visitor filled it in. */
export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardForm;

/** A refused card: the message a real checkout shows, and the field it is about. */
export interface CardRefusal {
  field: CardField;
  message: string;
  /** A decline by the "bank" (402), as opposed to a field filled in wrongly (400). */
  declined: boolean;
}

/**
 * The sandbox's test cards, as card processors document theirs: any future expiry, any CVC, any name.
 * Every other number is refused as incorrect, so no real card number is ever accepted.
 */
export const SANDBOX_TEST_CARDS: Record<string, { outcome: 'success' } | { outcome: 'declined'; message: string }> = {
  '4242424242424242': { outcome: 'success' },
  '5555555555554444': { outcome: 'success' },
  '4000000000000002': { outcome: 'declined', message: 'Your card was declined.' },
  '4000000000009995': { outcome: 'declined', message: 'Your card has insufficient funds.' },
  '4000000000000069': { outcome: 'declined', message: 'Your card has expired.' },
};

const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

/** undefined when the card is accepted; otherwise why not, with the message a real checkout gives. */
export function judgeCard(form: CardForm, now: Date = new Date()): CardRefusal | undefined {
  const number = form.number.replace(/[\s-]/g, '');
  if (number === '') return { field: 'number', message: 'Your card number is incomplete.', declined: false };
  const expiry = EXPIRY.exec(form.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12)
    return { field: 'expiry', message: "Your card's expiration date is incomplete.", declined: false };
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + month - 1 < currentMonth)
    return { field: 'expiry', message: "Your card's expiration date is in the past.", declined: false };
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return { field: 'cvc', message: "Your card's security code is incomplete.", declined: false };
  if (form.name.trim() === '') return { field: 'name', message: 'Enter the name on the card.', declined: false };
  const card = SANDBOX_TEST_CARDS[number];
  if (!card) return { field: 'number', message: 'Your card number is incorrect.', declined: false };
  if (card.outcome === 'declined') return { field: 'number', message: card.message, declined: true };
  return undefined;
}
