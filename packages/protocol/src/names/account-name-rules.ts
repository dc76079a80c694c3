/** The suffix an Airlock server registers names under unless its operator sets another (AIRLOCK_NAME_SUFFIX). */
export const DEFAULT_NAME_SUFFIX = 'airlock.id';

/** Spec §5: a name is letters, digits or hyphens, at least 4 characters; 63 is a DNS label's most. */
export const MIN_NAME_LENGTH = 4;
export const MAX_NAME_LENGTH = 63;

/** Why a label cannot be registered; the modal shows a message for each, the server answers 400. */
export type NameLabelProblem = 'tooShort' | 'tooLong' | 'invalidCharacters';

const LABEL_CHARACTERS = /^[a-zA-Z0-9-]*$/;

/** What is wrong with `label` (the part before the suffix), or undefined when it may be registered. */
export function nameLabelProblem(label: string): NameLabelProblem | undefined {
  if (!LABEL_CHARACTERS.test(label)) return 'invalidCharacters';
  if (label.length < MIN_NAME_LENGTH) return 'tooShort';
  if (label.length > MAX_NAME_LENGTH) return 'tooLong';
  return undefined;
}

/**
 * The label as stored and resolved: lower case, as ENS normalisation makes these characters. Undefined when the
 * label breaks a rule.
 */
export function normalizeNameLabel(label: string): string | undefined {
  return nameLabelProblem(label) === undefined ? label.toLowerCase() : undefined;
}

/** `label` under `suffix`: `alice` + `airlock.id` → `alice.airlock.id`. */
export function fullAccountName(label: string, suffix: string): string {
  return `${label.toLowerCase()}.${suffix}`;
}

/** The label of `name` when it ends in `.suffix` (case-insensitive), else undefined. */
export function labelUnderSuffix(name: string, suffix: string): string | undefined {
  const ending = `.${suffix.toLowerCase()}`;
  const lower = name.toLowerCase();
  if (!lower.endsWith(ending)) return undefined;
  const label = lower.slice(0, -ending.length);
  return label.length > 0 && !label.includes('.') ? label : undefined;
}
