import { createEmbeddedApi } from '../api/embedded-api';
import type { WalletFactory } from '../frame-boot';
import { FRAME_VERSION } from '../frame-version';
import { createFallbackVault } from '../session/fallback-vault';
import { createIndexedDbVault } from '../session/indexeddb-vault';
import type { OtpPromptStore } from '../ui/otp-prompt-store';
import { createEmbeddedWallet } from './embedded-wallet';

/** The wallet of the real frame page: the server from the page's config, secrets in this origin's IndexedDB. */
export function browserWalletFactory(prompt: OtpPromptStore): WalletFactory {
  return ({ config, events, chainId }) =>
    createEmbeddedWallet({
      api: createEmbeddedApi({ apiUrl: config.apiUrl, projectId: config.projectId, sdkVersion: `frame-${FRAME_VERSION}` }),
      vault: createFallbackVault(createIndexedDbVault(), (message) => console.warn(message)),
      prompt,
      emit: events.emit,
      chainId,
    });
}
