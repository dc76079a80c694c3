import type { ProjectConfigResponse } from '@airlock/protocol';
import { alertForStatus, ALERTS } from '../alerts/alert-catalogue';
import type { Alerts } from '../alerts/alert-store';
import { createLazyAnalyticsClient } from '../analytics/lazy-analytics-client';
import { createApiClient, type ApiClient } from '../api/api-client';
import { HttpStatusError } from '../api/http-status-error';
import type { AirlockOptions } from './airlock-options';
import type { ClientContext } from './client-context';
import { embeddedConfigOf } from '../embedded/embedded-config';

/** The API client for the configured server, wired to show the spec's alerts. No request is made here. */
export function createServerApi(options: AirlockOptions, alerts: Alerts): ApiClient | undefined {
  if (!options.apiUrl || !options.projectId) return undefined;
  return createApiClient({
    baseUrl: options.apiUrl,
    projectId: options.projectId,
    onError: (error) => {
      const alert = alertForStatus(error.status, error.serverMessage);
      if (alert) alerts.show(alert);
    },
  });
}

/** On init: say when the project id is missing, load remote features, start analytics. */
export async function connectToServer(context: ClientContext): Promise<void> {
  const { options } = context;
  if (options.apiUrl && !options.projectId) {
    context.alerts.show(ALERTS.projectIdNotConfigured);
    return;
  }
  const api = context.api;
  if (!api) return;
  if (context.features.getState().local.analytics) {
    // Telemetry failing (a quota, an outage, its chunk not loading) is not the visitor's problem: no alert for it.
    // Its code loads with the first event, which waits for it: nothing is lost, the order is kept.
    const analytics = createLazyAnalyticsClient(createApiClient({ baseUrl: api.baseUrl, projectId: api.projectId }));
    context.analytics = analytics;
    context.events.subscribe((event) => analytics.track(event));
  }
  if (context.features.getState().remoteStatus === 'basic') return;
  context.features.setState({ remoteStatus: 'loading' });
  try {
    context.projectConfig = api.get<ProjectConfigResponse>('/v1/project/config');
    const config = await context.projectConfig;
    context.features.setState({ remote: config.features, remoteStatus: 'loaded' });
    context.embedded.setState(embeddedConfigOf(config));
  } catch (error) {
    if (!(error instanceof HttpStatusError)) console.warn('[airlock] project config unavailable', error);
    context.features.setState({ remoteStatus: 'failed' });
  }
}
