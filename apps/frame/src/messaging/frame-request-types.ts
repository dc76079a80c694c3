import type { FrameRequestType } from '@airlock/protocol';

/** Every request type of @airlock/protocol, at run time; the Record makes a new type a compile error here. */
const KNOWN: Record<FrameRequestType, true> = {
  SWITCH_NETWORK: true,
  CONNECT_EMAIL: true,
  CONNECT_DEVICE: true,
  CONNECT_OTP: true,
  CONNECT_SOCIAL: true,
  GET_SOCIAL_REDIRECT_URI: true,
  GET_USER: true,
  SIGN_OUT: true,
  IS_CONNECTED: true,
  GET_CHAIN_ID: true,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: true,
  INIT_SMART_ACCOUNT: true,
  SET_PREFERRED_ACCOUNT: true,
  RPC_REQUEST: true,
  RPC_ABORT: true,
  UPDATE_EMAIL: true,
  UPDATE_EMAIL_PRIMARY_OTP: true,
  UPDATE_EMAIL_SECONDARY_OTP: true,
  SYNC_THEME: true,
  SYNC_LOCALE: true,
  SYNC_DAPP_DATA: true,
  RELOAD: true,
  EXPORT_KEY: true,
};

export const FRAME_REQUEST_TYPES = Object.keys(KNOWN) as FrameRequestType[];

export function isFrameRequestType(value: unknown): value is FrameRequestType {
  return typeof value === 'string' && Object.hasOwn(KNOWN, value);
}
