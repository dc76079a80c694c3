import { createEmbeddedApi } from '../api/embedded-api';
import { createSocialApi } from '../api/social-api';
import { embeddingOrigin } from '../messaging/embedding-origin';
import type { WalletFactory } from '../frame-boot';
import { FRAME_VERSION } from '../frame-version';
import { createFallbackVault } from '../session/fallback-vault';
import { createIndexedDbVault } from '../session/indexeddb-vault';
import type { ApprovalPromptStore } from '../ui/approve-request-store';
import type { EmailUpdateStore } from '../ui/email-update-store';
import type { KeyExportStore } from '../ui/key-export-store';
import type { OtpPromptStore } from '../ui/otp-prompt-store';
import { attachEmailUpdate, createEmailUpdate } from './email-update';
import { createEmbeddedWallet } from './embedded-wallet';
import { createLoginSignInAllowance, grantSignInOnLogin } from './login-sign-in-allowance';
import { attachKeyExport, createKeyExport } from './key-export';
import { attachSocialLogin, createSocialLogin } from './social-login';
import { browserSocialPopupWindows } from './social-popup-windows';

/** The wallet of the real frame page: the server from the page's config, secrets in this origin's IndexedDB. */
export function browserWalletFactory(
  prompt: OtpPromptStore,
  approvalPrompt: ApprovalPromptStore,
  keyExportView: KeyExportStore,
  emailUpdateView: EmailUpdateStore,
): WalletFactory {
  return ({ config, events, chainId }) => {
    const apiOptions = { apiUrl: config.apiUrl, projectId: config.projectId, sdkVersion: `frame-${FRAME_VERSION}` };
    const api = createEmbeddedApi(apiOptions);
    const vault = createFallbackVault(createIndexedDbVault(), (message) => console.warn(message));
    const appOrigin = embeddingOrigin({ ancestorOrigins: location.ancestorOrigins, referrer: document.referrer });
    const loginSignIn = createLoginSignInAllowance();
    events.subscribe(grantSignInOnLogin(loginSignIn));
    const wallet = createEmbeddedWallet({ api, vault, prompt, approvalPrompt, emit: events.emit, chainId, appOrigin, loginSignIn });
    const social = createSocialLogin({
      api: createSocialApi(apiOptions),
      vault,
      signOut: api.signOut,
      emit: events.emit,
      chainId,
      frameOrigin: location.origin,
      appOrigin,
      popups: browserSocialPopupWindows(location.origin),
    });
    const keyExport = createKeyExport({ api, vault, view: keyExportView, emit: events.emit, warn: (message) => console.warn(message) });
    const emailUpdate = createEmailUpdate({
      api,
      vault,
      view: emailUpdateView,
      emit: events.emit,
      warn: (message) => console.warn(message),
    });
    return attachEmailUpdate(attachKeyExport(attachSocialLogin(wallet, social), keyExport), emailUpdate);
  };
}
