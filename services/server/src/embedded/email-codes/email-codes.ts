import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Mailer } from '../../mail/mailer';
import type { Database } from '../../storage/database';
import { embeddedEmailCodes } from '../../storage/schema';
import { deviceApprovalMessage } from '../devices/device-approval-mail';
import { normalizeEmail } from '../embedded-user-store';
import type { MasterKey } from '../master-key';
import { createEmailCodeAttempts } from './email-code-attempts';
import {
  EmailCodeAttemptsLimitError,
  EmailCodeCooldownError,
  EmailCodeExpiredError,
  EmailCodeLimitError,
  EmailCodeLockedError,
  EmailCodeMissingError,
  EmailCodeWrongError,
} from './email-code-errors';
import { hashEmailCode, newEmailCode, sameHash } from './email-code-hash';
import { EMAIL_CODE_LIMITS, type EmailCodeLimits, type EmailCodePurpose } from './email-code-limits';
import { emailCodeMessage } from './email-code-message';

const HOUR_MS = 60 * 60_000;
// Advisory lock classes, taken in this order by every send (see faucet-grants for the same pattern).
const EMAIL_LOCK_CLASS = 11;
const CLIENT_IP_LOCK_CLASS = 12;

export interface EmailCodeRequest {
  projectId: string;
  email: string;
  purpose: EmailCodePurpose;
  clientIp: string;
}

export interface EmailCodes {
  /**
   * Mails a new code unless the cooldown or an hourly limit says wait (429 with Retry-After); with
   * `approvalLink`, the mail is a new device's (the link to approve it, then the code).
   */
  send(request: EmailCodeRequest & { appName?: string; approvalLink?: string }): Promise<void>;
  /**
   * Consumes the latest code for the address and purpose if `code` is it; counts a wrong guess
   * otherwise, against the code (EMAIL_CODE_LOCKED past its limit) and the address (EMAIL_CODE_ATTEMPTS_LIMIT, 429).
   * `beforeUse` runs once the code is known right; if it throws, the code stays unused and the guess uncounted.
   */
  verify(request: Omit<EmailCodeRequest, 'clientIp'> & { code: string; beforeUse?: () => Promise<void> }): Promise<void>;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface EmailCodesOptions {
  db: Database;
  mailer: Mailer;
  masterKey: MasterKey;
  limits?: EmailCodeLimits;
  now?: () => number;
}

export function createEmailCodes({ db, mailer, masterKey, limits = EMAIL_CODE_LIMITS, now = Date.now }: EmailCodesOptions): EmailCodes {
  /** Seconds until fewer than `limit` codes matching `where` lie within the last hour. */
  const secondsUntilBelow = async (tx: Transaction, where: SQL | undefined, limit: number): Promise<number | undefined> => {
    const [limiting] = await tx
      .select({ createdAt: embeddedEmailCodes.createdAt })
      .from(embeddedEmailCodes)
      .where(and(where, gt(embeddedEmailCodes.createdAt, new Date(now() - HOUR_MS))))
      .orderBy(desc(embeddedEmailCodes.createdAt))
      .offset(Math.max(0, limit - 1))
      .limit(1);
    if (!limiting) return undefined;
    return Math.max(1, Math.ceil((limiting.createdAt.getTime() + HOUR_MS - now()) / 1000));
  };

  const latest = (tx: Transaction | Database, projectId: string, email: string, purpose: string) =>
    tx
      .select()
      .from(embeddedEmailCodes)
      .where(and(eq(embeddedEmailCodes.projectId, projectId), eq(embeddedEmailCodes.email, email), eq(embeddedEmailCodes.purpose, purpose)))
      .orderBy(desc(embeddedEmailCodes.createdAt))
      .limit(1)
      .then((rows) => rows[0]);

  const attempts = createEmailCodeAttempts(db, limits, now);
  /** Why a code that was there a moment ago takes no more guesses. */
  const noComparisonLeft = async (id: string) => {
    const [row] = await db.select().from(embeddedEmailCodes).where(eq(embeddedEmailCodes.id, id)).limit(1);
    if (!row || row.consumedAt) return new EmailCodeMissingError();
    if (row.expiresAt.getTime() <= now()) return new EmailCodeExpiredError();
    return new EmailCodeLockedError();
  };

  return {
    async send({ projectId, email: rawEmail, purpose, clientIp, appName, approvalLink }) {
      const email = normalizeEmail(rawEmail);
      const code = newEmailCode();
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK_CLASS}::int, hashtext(${`${projectId}:${email}`}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_IP_LOCK_CLASS}::int, hashtext(${clientIp}))`);
        const previous = await latest(tx, projectId, email, purpose);
        const sinceLast = previous ? now() - previous.createdAt.getTime() : Infinity;
        if (sinceLast < limits.cooldownMs) throw new EmailCodeCooldownError(Math.ceil((limits.cooldownMs - sinceLast) / 1000));
        const emailWait = await secondsUntilBelow(
          tx,
          and(eq(embeddedEmailCodes.projectId, projectId), eq(embeddedEmailCodes.email, email)),
          limits.perEmailPerHour,
        );
        const ipWait = await secondsUntilBelow(tx, eq(embeddedEmailCodes.clientIp, clientIp), limits.perClientIpPerHour);
        if (emailWait !== undefined || ipWait !== undefined) throw new EmailCodeLimitError(Math.max(emailWait ?? 0, ipWait ?? 0));
        await tx.insert(embeddedEmailCodes).values({
          id,
          projectId,
          email,
          purpose,
          clientIp,
          codeHash: hashEmailCode(masterKey, { projectId, email, purpose, code }),
          createdAt: new Date(now()),
          expiresAt: new Date(now() + limits.lifetimeMs),
        });
      });
      try {
        const message = approvalLink ? deviceApprovalMessage(approvalLink, code, appName) : emailCodeMessage(code, purpose, appName);
        await mailer.send({ kind: 'email-code', to: email, ...message });
      } catch (error) {
        // The code never reached anyone: it must not hold the cooldown or count against the limits.
        await db
          .delete(embeddedEmailCodes)
          .where(eq(embeddedEmailCodes.id, id))
          .catch(() => undefined);
        throw error;
      }
    },

    async verify({ projectId, email: rawEmail, purpose, code, beforeUse }) {
      const email = normalizeEmail(rawEmail);
      const row = await latest(db, projectId, email, purpose);
      if (!row || row.consumedAt) throw new EmailCodeMissingError();
      if (row.expiresAt.getTime() <= now()) throw new EmailCodeExpiredError();
      // Counted before compared, each in one statement: of any number of parallel guesses, at most
      // maxWrongAttempts are compared, and no more than the address's hourly budget of wrong ones.
      const taken = await attempts.takeComparison(row.id);
      if (taken === undefined) throw await noComparisonLeft(row.id);
      const slot = await attempts.takeFailureSlot(projectId, email);
      if (!slot.taken) {
        await attempts.returnComparison(row.id);
        throw new EmailCodeAttemptsLimitError(slot.retryAfterSeconds);
      }
      if (sameHash(row.codeHash, hashEmailCode(masterKey, { projectId, email, purpose, code }))) {
        if (beforeUse) {
          try {
            await beforeUse();
          } catch (error) {
            await attempts.returnComparison(row.id);
            await attempts.returnFailureSlot(projectId, email, slot.windowStart);
            throw error;
          }
        }
        const used = await attempts.consume(row.id);
        await attempts.returnFailureSlot(projectId, email, slot.windowStart);
        // Two requests raced with the same right code: only one may log in.
        if (!used) throw new EmailCodeMissingError();
        return;
      }
      throw new EmailCodeWrongError(limits.maxWrongAttempts - taken);
    },
  };
}
