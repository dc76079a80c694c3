import type { FrameUser } from '@airlock/protocol';

/**
 * One social login this frame started: the state the server named (kept here, in memory, and
 * nowhere the page can read), the provider's URL for the popup, and the outcome CONNECT_SOCIAL
 * answers with. It takes one popup and one result, then stops listening; it fails on its own once
 * the server would have forgotten it.
 */
export interface SocialAttempt {
  readonly state: string;
  readonly providerUri: string;
  /** The provider's URL went to a popup; a second popup asking is refused. */
  directed: boolean;
  /** Still waiting for the popup's result. */
  readonly open: boolean;
  readonly outcome: Promise<FrameUser>;
  /** Runs `cleanup` when the attempt stops waiting (its result came, it failed or it was replaced). */
  onStop(cleanup: () => void): void;
  /** The result came: the outcome is the session this promise opens. */
  settle(outcome: Promise<FrameUser>): void;
  fail(error: Error): void;
}

export function createSocialAttempt(input: {
  state: string;
  providerUri: string;
  lifetimeMs: number;
  expired: () => Error;
}): SocialAttempt {
  let resolve!: (value: FrameUser | Promise<FrameUser>) => void;
  let reject!: (error: Error) => void;
  const outcome = new Promise<FrameUser>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // Nobody may be waiting (the page went away): an unanswered failure is not an unhandled rejection.
  outcome.catch(() => undefined);
  const cleanups: Array<() => void> = [];
  let open = true;
  const stop = () => {
    if (!open) return false;
    open = false;
    clearTimeout(timer);
    for (const cleanup of cleanups.splice(0)) cleanup();
    return true;
  };
  const timer = setTimeout(() => attempt.fail(input.expired()), input.lifetimeMs);
  const attempt: SocialAttempt = {
    state: input.state,
    providerUri: input.providerUri,
    directed: false,
    get open() {
      return open;
    },
    outcome,
    onStop(cleanup) {
      if (open) cleanups.push(cleanup);
      else cleanup();
    },
    settle(result) {
      if (stop()) resolve(result);
    },
    fail(error) {
      if (stop()) reject(error);
    },
  };
  return attempt;
}
