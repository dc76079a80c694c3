import type { FrameEventMessage, FrameUser } from '@airlock/protocol';
import { createApprovalQueue } from '../approval/approval-queue';
import { isApprovableMethod } from '../approval/approval-request';
import { EmbeddedApiError } from '../api/embedded-api-error';
import { SESSION_GONE_CODES, type EmbeddedApi, type RpcCall, type VerifiedLogin } from '../api/embedded-api';
import type { SigningIdentity } from '../api/request-signer';
import { FRAME_TEXT } from '../frame-text';
import { FrameRequestError } from '../messaging/frame-request-error';
import { devicePublicJwk, keptDeviceKey } from '../session/device-key';
import type { FrameVault } from '../session/frame-vault';
import { createApprovalPromptStore, type ApprovalPromptStore } from '../ui/approve-request-store';
import type { OtpPromptStore } from '../ui/otp-prompt-store';
import { rpcMethodKind } from './rpc-methods';
import { waitForDeviceApproval, type DeviceWaitTiming } from './device-approval-wait';
import { accountTypeFields, isDelegationCode } from './account-type';
import { batchApprovalRequest } from './batch-calls';
import { fetchSendPreview, SEND_METHODS, withApprovedFees } from './send-fees';
import { findSignedSession, requireSignedSession, signedSessionCall } from './signed-session';
import type { LoginSignInAllowance } from './login-sign-in-allowance';
import { LOGIN_SIGN_IN_TEXT, loginSignInText } from './login-sign-in-message';

export interface EmbeddedWalletDeps {
  api: EmbeddedApi;
  vault: FrameVault;
  prompt: OtpPromptStore;
  /** What the approval view shows; a store of its own when no view watches (tests). */
  approvalPrompt?: ApprovalPromptStore;
  emit(event: FrameEventMessage): void;
  /** The chain the modal last named (query or SWITCH_NETWORK). */
  chainId(): number | string | undefined;
  createDeviceKey?: () => Promise<CryptoKeyPair>;
  /** How CONNECT_DEVICE polls for the approval (tests shorten it). */
  deviceWait?: Partial<DeviceWaitTiming>;
  /** The origin of the page that embeds the frame: the only site a login's sign-in message may be for. */
  appOrigin?: string;
  /** Granted on each login; without it, GET_USER signs no sign-in message. */
  loginSignIn?: LoginSignInAllowance;
}

const NO_PAYLOAD = {} as Record<string, never>;

/**
 * The embedded wallet inside the frame: email login with the code typed into the frame's own form,
 * the session and device key kept in the frame's vault, signed calls to the server. Nothing it
 * holds (code, token, key) is ever part of a reply or event.
 */
export function createEmbeddedWallet(deps: EmbeddedWalletDeps) {
  const { api, vault, prompt, emit } = deps;
  const approvals = createApprovalQueue({ store: deps.approvalPrompt ?? createApprovalPromptStore(), emit });
  let pendingEmail: string | undefined;
  /** The email whose VERIFY_DEVICE answer CONNECT_DEVICE waits on. */
  let deviceEmail: string | undefined;

  const deviceKey = () => keptDeviceKey(vault, deps.createDeviceKey);

  function openCodeForm(email: string) {
    pendingEmail = email;
    prompt.set({ open: true, email, busy: false });
    emit({ type: 'SHOW_FRAME', payload: NO_PAYLOAD });
  }

  /** The login waiting for its code ends: its code is refused from now on, the form closes and the frame hides. */
  function dropLogin() {
    pendingEmail = undefined;
    prompt.set({ open: false });
    emit({ type: 'HIDE_FRAME', payload: NO_PAYLOAD });
  }

  const identity = () => findSignedSession(vault);
  const requireIdentity = () => requireSignedSession(vault);

  /** Runs a signed call; a session the server no longer knows is forgotten here too. */
  const signed = async <T>(call: (signer: SigningIdentity) => Promise<T>): Promise<T> =>
    (await signedSessionCall(vault, (signer) => call(signer))).answer;

  async function forward(call: RpcCall): Promise<unknown> {
    const answer = await signed((signer) => api.rpc(signer, call));
    if (answer.error) throw new FrameRequestError(answer.error.message, answer.error.code);
    return answer.result;
  }

  const user = (email: string | null, address: string): FrameUser => ({ email, address, chainId: deps.chainId() ?? 1 });

  /** A new session for this device: kept in the vault, the one before ended, the modal told who logged in. */
  async function keepLogin(login: VerifiedLogin): Promise<void> {
    const previous = await identity();
    // A session this frame held before is ended, not left signing in the background; the device stays approved.
    if (previous && previous.session.sessionId !== login.sessionId)
      await api.signOut(previous.signer, { keepDevice: true }).catch(() => undefined);
    await vault.putSession({
      sessionId: login.sessionId,
      token: login.token,
      expiresAt: login.expiresAt,
      email: login.user.email,
      address: login.user.address,
    });
    emit({ type: 'LOGGED_IN', payload: await withAccountType(user(login.user.email, login.user.address)) });
  }

  async function signLoginSignIn(siwxMessage: unknown, address: string, chainId: number | string | undefined) {
    if (chainId === undefined) throw new FrameRequestError(FRAME_TEXT.chainNotSet);
    const message = loginSignInText(siwxMessage, { appOrigin: deps.appOrigin, address, chainId, now: Date.now() });
    if (!deps.loginSignIn?.take(address)) throw new FrameRequestError(LOGIN_SIGN_IN_TEXT.notAtLogin);
    const signature = await forward({ method: 'personal_sign', params: [message, address], chainId });
    if (typeof signature !== 'string') throw new FrameRequestError(FRAME_TEXT.replyFallback);
    return { message, signature };
  }

  /** The user with their account type (spec §3 Auth user); without it when the server cannot say now. */
  async function withAccountType(found: FrameUser): Promise<FrameUser> {
    const info = await signed((signer) => api.session(signer)).catch(() => undefined);
    return info ? { ...found, ...accountTypeFields(info) } : found;
  }

  return {
    /**
     * CONNECT_EMAIL (spec §4), with this frame's device key and its proof: VERIFY_OTP opens the
     * frame's code form; CONNECT (a device the account approved) signs in at once; VERIFY_DEVICE
     * leaves the modal to say so and send CONNECT_DEVICE.
     */
    async connectEmail(email: string) {
      const answer = await api.startEmail(email, await deviceKey());
      deviceEmail = undefined;
      if (answer.action === 'CONNECT') await keepLogin(answer);
      else if (answer.action === 'VERIFY_DEVICE') deviceEmail = email;
      else openCodeForm(email);
      return { action: answer.action };
    },

    /** CONNECT_DEVICE: waits for the mailed link to be pressed, then opens the code form for the code the server mails. */
    async connectDevice(): Promise<Record<string, never>> {
      const email = deviceEmail;
      if (!email) throw new FrameRequestError(FRAME_TEXT.noPendingDevice);
      const pair = await deviceKey();
      await waitForDeviceApproval(() => {
        // A new login, a sign-out or the modal closing ends the wait.
        if (deviceEmail !== email) throw new FrameRequestError(FRAME_TEXT.noPendingDevice);
        return api.connectDevice(email, pair);
      }, deps.deviceWait);
      if (deviceEmail !== email) throw new FrameRequestError(FRAME_TEXT.noPendingDevice);
      deviceEmail = undefined;
      openCodeForm(email);
      return NO_PAYLOAD;
    },

    /** The form's submit: verifies the code, keeps the session, tells the modal who logged in. */
    async submitCode(code: string): Promise<void> {
      const email = pendingEmail;
      if (!email) throw new FrameRequestError(FRAME_TEXT.noPendingLogin);
      if (!/^\d{6}$/.test(code)) throw new FrameRequestError(FRAME_TEXT.codeFormat);
      const pair = await deviceKey();
      const login = await api.verifyEmail({ email, otp: code, devicePublicKey: await devicePublicJwk(pair) });
      pendingEmail = undefined;
      prompt.set({ open: false });
      await keepLogin(login);
      emit({ type: 'HIDE_FRAME', payload: NO_PAYLOAD });
    },

    /** The form's cancel (Escape): the login is dropped and the frame hidden. */
    cancelLogin: dropLogin,

    async isConnected(): Promise<boolean> {
      if (!(await identity())) return false;
      try {
        await signed((signer) => api.session(signer));
        return true;
      } catch (error) {
        if (error instanceof EmbeddedApiError && error.code && SESSION_GONE_CODES.has(error.code)) return false;
        throw error;
      }
    },

    /** GET_USER; with `siwxMessage`, right after a login, also that sign-in message signed (the login was the approval). */
    async getUser(chainId?: number | string, siwxMessage?: unknown): Promise<FrameUser> {
      const info = await signed((signer) => api.session(signer));
      const found: FrameUser = {
        ...user(info.user.email, info.user.address),
        ...(info.user.userName ? { userName: info.user.userName } : {}),
        ...(chainId !== undefined ? { chainId } : {}),
        ...accountTypeFields(info),
      };
      if (siwxMessage === undefined) return found;
      return { ...found, ...(await signLoginSignIn(siwxMessage, info.user.address, chainId ?? deps.chainId())) };
    },

    /** A social login's user (CONNECT_SOCIAL) with its account type, as GET_USER has it. */
    withAccountType,

    async smartAccountEnabledNetworks(): Promise<number[]> {
      const info = await signed((signer) => api.session(signer));
      return accountTypeFields(info).smartAccountEnabledNetworks;
    },

    /** INIT_SMART_ACCOUNT: with EIP-7702 the smart account is the EOA; deployed once its code is the delegation. */
    async initSmartAccount(): Promise<{ address: string; isDeployed: boolean }> {
      const { session } = await requireIdentity();
      const chainId = deps.chainId();
      if (chainId === undefined) throw new FrameRequestError(FRAME_TEXT.chainNotSet);
      const code = await forward({ method: 'eth_getCode', params: [session.address, 'latest'], chainId });
      return { address: session.address, isDeployed: isDelegationCode(code) };
    },

    async setPreferredAccount(type: unknown): Promise<{ type: 'eoa' | 'smartAccount'; address: string }> {
      if (type !== 'eoa' && type !== 'smartAccount') throw new FrameRequestError(FRAME_TEXT.invalidAccountType);
      return signed((signer) => api.setAccountType(signer, type));
    },

    /** SIGN_OUT: the session ends and the server forgets this device's approval, so the next person here verifies again. */
    async signOut(): Promise<void> {
      deviceEmail = undefined;
      approvals.abort();
      const found = await identity();
      if (found) await api.signOut(found.signer).catch(() => undefined);
      await vault.clear();
    },

    /** Safe calls go to the server at once; unsafe ones only after the user approved them in the frame. */
    async rpc(call: RpcCall): Promise<unknown> {
      const kind = rpcMethodKind(call.method);
      if (kind === 'not-allowed') throw new FrameRequestError(FRAME_TEXT.rpcNotAllowed);
      if (kind === 'safe') return forward(call);
      const { method } = call;
      // Unsafe methods the server does not sign (eth_sign, eth_signTransaction…) are never shown.
      if (!isApprovableMethod(method)) throw new FrameRequestError(FRAME_TEXT.approvalNotAvailable);
      const { session } = await requireIdentity();
      const request = method === 'wallet_sendCalls' ? await batchApprovalRequest(call, session.address, forward) : { ...call, method };
      if (!SEND_METHODS.has(method)) return approvals.run(request, () => forward(call));
      // A send shows its fees, and is sent with exactly those once approved.
      const preview = await fetchSendPreview(call, forward);
      return approvals.run({ ...request, preview }, () => forward(withApprovedFees(call, preview)));
    },

    /** The approval view's buttons (Escape is Reject). */
    approveRequest: () => approvals.approve(),
    rejectRequest: () => approvals.reject(),

    /** RPC_ABORT: the modal closed or left the login; an approval still open closes unsigned, a code form closes. */
    abortRequests: () => {
      deviceEmail = undefined;
      approvals.abort();
      if (prompt.get().open) dropLogin();
    },
  };
}

export type EmbeddedWallet = ReturnType<typeof createEmbeddedWallet>;
