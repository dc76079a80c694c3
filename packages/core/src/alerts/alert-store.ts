import { createStore } from 'zustand/vanilla';

export type AlertVariant = 'error' | 'warning' | 'info';

export interface Alert {
  code: string;
  message: string;
  variant: AlertVariant;
}

export interface AlertState {
  alert: Alert | undefined;
}

export interface Alerts {
  getState(): AlertState;
  subscribe(listener: (state: AlertState) => void): () => void;
  show(alert: Alert): void;
  dismiss(): void;
}

/** Alerts about the app's setup or the server (spec §8), shown in the modal and logged for developers. */
export function createAlerts(): Alerts {
  const store = createStore<AlertState>(() => ({ alert: undefined }));
  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe(listener),
    show(alert) {
      if (store.getState().alert?.code === alert.code) return;
      const log = alert.variant === 'info' ? console.info : console.warn;
      log(`[airlock] ${alert.message}`);
      store.setState({ alert });
    },
    dismiss() {
      store.setState({ alert: undefined });
    },
  };
}
