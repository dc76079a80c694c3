import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../storage/database';
import { embeddedEmailCodeFailures, embeddedEmailCodes } from '../../storage/schema';

const HOUR_MS = 60 * 60_000;

/** A slot of the address's hourly budget of wrong codes, taken before a comparison. */
export type FailureSlot = { taken: true; windowStart: Date } | { taken: false; retryAfterSeconds: number };

/**
 * The counting of email-code guesses, each a single statement so parallel guesses cannot all pass
 * a check made before them: a guess takes a comparison of the code (at most `maxWrongAttempts`
 * ever) and a slot of the address's hourly budget before the code is compared, and a right code
 * gives both back as it is used up.
 */
export function createEmailCodeAttempts(
  db: Database,
  limits: { maxWrongAttempts: number; failedAttemptsPerEmailPerHour: number },
  now: () => number,
) {
  const codes = embeddedEmailCodes;
  const failures = embeddedEmailCodeFailures;
  const failuresOf = (projectId: string, email: string) => and(eq(failures.projectId, projectId), eq(failures.email, email));

  return {
    /** One more comparison of the code, if it has one left and is unused and unexpired; its count after, else undefined. */
    async takeComparison(codeId: string): Promise<number | undefined> {
      const [row] = await db
        .update(codes)
        .set({ wrongAttempts: sql`${codes.wrongAttempts} + 1` })
        .where(
          and(
            eq(codes.id, codeId),
            lt(codes.wrongAttempts, limits.maxWrongAttempts),
            isNull(codes.consumedAt),
            gt(codes.expiresAt, new Date(now())),
          ),
        )
        .returning({ wrongAttempts: codes.wrongAttempts });
      return row?.wrongAttempts;
    },

    /** A comparison taken but not made (the address's budget said no). */
    async returnComparison(codeId: string): Promise<void> {
      await db
        .update(codes)
        .set({ wrongAttempts: sql`${codes.wrongAttempts} - 1` })
        .where(and(eq(codes.id, codeId), gt(codes.wrongAttempts, 0)));
    },

    /** Uses the code up, its comparison not counted as wrong; false when another request used it first. */
    async consume(codeId: string): Promise<boolean> {
      const used = await db
        .update(codes)
        .set({ consumedAt: new Date(now()), wrongAttempts: sql`${codes.wrongAttempts} - 1` })
        .where(and(eq(codes.id, codeId), isNull(codes.consumedAt)))
        .returning({ id: codes.id });
      return used.length > 0;
    },

    /** Takes a slot of the address's wrong codes for this clock hour, unless they are all taken. */
    async takeFailureSlot(projectId: string, email: string): Promise<FailureSlot> {
      const windowStart = new Date(Math.floor(now() / HOUR_MS) * HOUR_MS);
      const [row] = await db
        .insert(failures)
        .values({ projectId, email, windowStart, attempts: 1 })
        .onConflictDoUpdate({
          target: [failures.projectId, failures.email, failures.windowStart],
          set: { attempts: sql`${failures.attempts} + 1` },
          setWhere: lt(failures.attempts, limits.failedAttemptsPerEmailPerHour),
        })
        .returning({ attempts: failures.attempts });
      if (row && row.attempts <= limits.failedAttemptsPerEmailPerHour) {
        if (row.attempts === 1) await db.delete(failures).where(and(failuresOf(projectId, email), lt(failures.windowStart, windowStart)));
        return { taken: true, windowStart };
      }
      return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + HOUR_MS - now()) / 1000)) };
    },

    /** Gives a slot back: the guess it was taken for was right. */
    async returnFailureSlot(projectId: string, email: string, windowStart: Date): Promise<void> {
      await db
        .update(failures)
        .set({ attempts: sql`${failures.attempts} - 1` })
        .where(and(failuresOf(projectId, email), eq(failures.windowStart, windowStart), gt(failures.attempts, 0)));
    },
  };
}
