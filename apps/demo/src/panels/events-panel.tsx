import { useState } from 'react';
import type { AirlockEvent } from '@airlock/core';
import { useAirlockEvents } from '@airlock/react';

const SHOWN_EVENTS = 6;

/** The modal's events as a dApp receives them. */
export function EventsPanel() {
  const [events, setEvents] = useState<AirlockEvent[]>([]);
  useAirlockEvents((event) => setEvents((previous) => [event, ...previous].slice(0, SHOWN_EVENTS)));
  return (
    <section className="demo-card demo-events" aria-labelledby="events-title">
      <h2 id="events-title">Modal events</h2>
      {events.length === 0 ? (
        <p className="demo-muted">None yet.</p>
      ) : (
        <ol className="demo-event-list" data-testid="demo-events">
          {events.map((event) => (
            <li key={`${event.timestamp}-${event.name}-${Math.random()}`}>
              <code>{event.name}</code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
