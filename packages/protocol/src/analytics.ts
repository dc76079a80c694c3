/** POST /e (spec §7): one event, or a batch of them. */
export interface AnalyticsEvent {
  eventId: string;
  url: string;
  domain: string;
  timestamp: number;
  props: { type: 'track' | 'error'; event: string; properties?: Record<string, unknown> };
}

export interface AnalyticsBatch {
  events: AnalyticsEvent[];
}
