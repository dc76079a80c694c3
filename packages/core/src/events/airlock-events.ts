export type AirlockEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'SWITCH_NETWORK_ERROR'
  | 'SIGN_MESSAGE_SUCCESS'
  | 'SIGN_MESSAGE_ERROR'
  | 'SEND_TRANSACTION_SUCCESS'
  | 'SEND_TRANSACTION_ERROR'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR';

export interface AirlockEvent {
  name: AirlockEventName;
  timestamp: number;
  properties?: Record<string, string | number | boolean | null | undefined>;
}
