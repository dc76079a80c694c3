import { desc, eq, lt, sql } from 'drizzle-orm';
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
  /**
   * Stores events once each per project: an id the project used before is skipped, so clients may
   * resend. Resolves with how many rows were really stored.
   */
  insert(projectId: string, events: readonly ValidAnalyticsEvent[]): Promise<number>;
  summary(projectId: string): Promise<AnalyticsSummary>;
  /** Deletes up to `limit` events received before `cutoff`, in one statement; resolves with how many. */
  deleteReceivedBefore(cutoff: Date, limit: number): Promise<number>;
}

export function createAnalyticsStore(db: Database): AnalyticsStore {
  return {
    async insert(projectId, events) {
      if (events.length === 0) return 0;
      const rows = events.map((event) => ({
        eventId: event.eventId,
        projectId,
        event: event.props.event,
        url: event.url,
        domain: event.domain,
        timestamp: event.timestamp,
        props: event.props,
      }));
      const stored = await db
        .insert(analyticsEvents)
        .values(rows)
        .onConflictDoNothing({ target: [analyticsEvents.projectId, analyticsEvents.eventId] })
        .returning({ eventId: analyticsEvents.eventId });
      return stored.length;
    },
    async summary(projectId) {
      const count = sql<number>`count(*)::int`;
      const rows = await db
        .select({ event: analyticsEvents.event, count })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.projectId, projectId))
        .groupBy(analyticsEvents.event)
        .orderBy(desc(count), analyticsEvents.event);
      const events: Record<string, number> = {};
      for (const row of rows) events[row.event] = Number(row.count);
      return { projectId, total: rows.reduce((sum, row) => sum + Number(row.count), 0), events };
    },
    async deleteReceivedBefore(cutoff, limit) {
      const expired = db
        .select({ projectId: analyticsEvents.projectId, eventId: analyticsEvents.eventId })
        .from(analyticsEvents)
        .where(lt(analyticsEvents.receivedAt, cutoff))
        .limit(limit);
      const removed = await db
        .delete(analyticsEvents)
        .where(sql`(${analyticsEvents.projectId}, ${analyticsEvents.eventId}) in (${expired})`)
        .returning({ eventId: analyticsEvents.eventId });
      return removed.length;
    },
  };
}
