/**
 * Where SMS texts go. The embedded default sends nothing: it logs each text and keeps it in the
 * sms_outbox table, which the tests and the e2e suite read (GET /wps/operator/merchants/:code/sms-outbox).
 * A real gateway implements the same send().
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { smsOutbox } from './tables';

export interface SmsMessage {
  merchantCode: string;
  /** Dialing code + number, digits only. */
  to: string;
  text: string;
  purpose: string;
  code: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export const createOutboxSmsProvider = (
  db: Database,
  log: FastifyBaseLogger,
  now: () => number,
): SmsProvider => ({
  async send({ merchantCode, to, text, purpose, code }) {
    log.info({ merchantCode, to, purpose, code }, 'sms (embedded provider): code written to the outbox');
    await db
      .insert(smsOutbox)
      .values({ merchantCode, mobile: to, purpose, text, code, createdAt: new Date(now()) });
  },
});
