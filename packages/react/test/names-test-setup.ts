import { screen } from '@testing-library/react';
import { startNamesApi, NAMES_PROJECT } from '../../core/test/names/names-api-stand-in';
import { namedDevnet, namedDevnetL2, SigningAdapter } from '../../core/test/names/signing-adapter';
import { renderAirlock } from './render-airlock';
import { pressAccountButton } from './send-test-setup';

/**
 * The modal against the name routes' stand-in (core/test/names), connected as anvil's first account (a real key) on the
 * devnets as @airlock/evm defines them (not test networks), the Account view open once the account's name is known.
 */
export async function openNamedAccount(
  prepare: (api: Awaited<ReturnType<typeof startNamesApi>>) => void = () => undefined,
  options: Parameters<typeof startNamesApi>[0] = {},
) {
  const api = await startNamesApi(options);
  prepare(api);
  const adapter = new SigningAdapter([namedDevnet, namedDevnetL2]);
  const rendered = renderAirlock({
    adapters: [adapter],
    apiUrl: api.url,
    projectId: NAMES_PROJECT,
    networks: [namedDevnet, namedDevnetL2],
    features: { analytics: false },
  });
  await rendered.airlock.init();
  await rendered.airlock.connect('dev.a');
  await pressAccountButton(rendered.user);
  const dialog = () => screen.getByRole('dialog');
  return { ...rendered, api, adapter, dialog };
}
