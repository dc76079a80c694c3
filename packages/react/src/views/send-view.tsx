import { isFeatureEnabled, type FeaturesState, type SendFormState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useAccountSectionsStyles } from './account-sections-styles';
import { useExternalState } from '../hooks/use-external-state';
import { SendForm } from './send/send-form';
import { SendProgress } from './send/send-progress';
import { SendReview } from './send/send-review';

const selectSendEnabled = (state: FeaturesState) => isFeatureEnabled(state, 'send');
const selectStep = (state: SendFormState) => state.step;

/** Send (spec §1): the form, its preview with the wallet's confirmation, then the transaction's progress. */
export function SendView() {
  useAccountSectionsStyles();
  const client = useAirlock();
  const enabled = useExternalState(client.features, selectSendEnabled);
  const step = useExternalState(client.sendForm, selectStep);
  if (!enabled) return null;
  if (step === 'form') return <SendForm />;
  if (step === 'preview' || step === 'confirming') return <SendReview />;
  return <SendProgress />;
}
