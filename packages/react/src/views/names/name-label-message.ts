import { formatMessage, type AccountSectionsMessages, type NameActions, type NameRegistrationState } from '@airlock/core';

type NameTexts = AccountSectionsMessages['names'];

/** What the form says of the label typed: a rule it breaks (an error), or what the server said of it (a status). */
export function nameLabelMessage(
  actions: NameActions,
  state: NameRegistrationState,
  full: string,
  texts: NameTexts,
): { error?: string; status?: string; available?: boolean } {
  const label = state.label.trim();
  if (!label) return {};
  const problem = actions.labelProblem(label);
  if (problem === 'invalidCharacters') return { error: texts.invalidCharacters };
  if (problem === 'tooShort') return { error: formatMessage(texts.tooShort, { min: actions.limits.min }) };
  if (problem === 'tooLong') return { error: formatMessage(texts.tooLong, { max: actions.limits.max }) };
  if (state.checkedLabel !== label) return {};
  if (state.availability === 'checking') return { status: formatMessage(texts.checking, { name: full }) };
  if (state.availability === 'available') return { status: formatMessage(texts.available, { name: full }), available: true };
  if (state.availability === 'taken') return { error: formatMessage(texts.taken, { name: full }) };
  if (state.availability === 'failed') return { error: texts.suggestionsFailed };
  return {};
}
