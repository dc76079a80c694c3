import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { analyticsEvents } from '../storage/schema';
import type { ValidAnalyticsEvent } from './analytics-event-schema';

export interface AnalyticsSummary {
  projectId: string;
  total: number;
  /** Event name → how many were received, most frequent first. */
  events: Record<string, number>;
}

export interface AnalyticsStore {
  /** Stores events once each: an event id seen before is ignored, so clients may resend. */
  insert(projectId: string, events: readonly ValidAnalyticsEvent[]): Promise<void>;
  summary(projectId: string): Promise<AnalyticsSummary>;
}

export function createAnalyticsStore(db: Database): AnalyticsStore {
  return {
    async insert(projectId, events) {
      if (events.length === 0) return;
      const rows = events.map((event) => ({
        eventId: event.eventId,
        projectId,
        event: event.props.event,
        url: event.url,
        domain: event.domain,
        timestamp: event.timestamp,
        props: event.props,
      }));
      await db.insert(analyticsEvents).values(rows).onConflictDoNothing({ target: [analyticsEvents.projectId, analyticsEvents.eventId] });
    },
    async summary(projectId) {
      const eventName = sql<string>`${analyticsEvents.props}->>'event'`;
      const count = sql<number>`count(*)::int`;
      const rows = await db
        .select({ event: eventName, count })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.projectId, projectId))
        .groupBy(eventName)
        .orderBy(desc(count), eventName);
      const events: Record<string, number> = {};
      for (const row of rows) events[row.event] = Number(row.count);
      return { projectId, total: rows.reduce((sum, row) => sum + Number(row.count), 0), events };
    },
  };
}
