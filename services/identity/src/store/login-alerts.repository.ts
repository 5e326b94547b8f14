import { newEvent, withOutbox, type Connection } from '@rto/kit';
import { Schema } from 'mongoose';
import { loginAttackDetected } from '@rto/contracts';

/**
 * Reports of log-in attacks, each a document that exists only until its event is out (the relay deletes it once
 * sent: `purgeWhenSent`). They live apart from the users: an attack on an address nobody has is reported too,
 * and an attack never writes to the account it is aimed at.
 */
const loginAlertSchema = new Schema({ email: { type: String, required: true }, reportedAt: { type: Date, required: true } }, { collection: 'login_alerts' });
withOutbox(loginAlertSchema);

export interface LoginAttack {
  email: string;
  userId: string | null;
  clientAddress: string;
  failures: number;
  windowSeconds: number;
}

export function createLoginAlertRepository(connection: Connection) {
  const LoginAlert = connection.model('LoginAlert', loginAlertSchema);
  return {
    model: LoginAlert,
    /** Puts login.attack.detected in an outbox of its own; published (and the document removed) by the relay. */
    async report(attack: LoginAttack): Promise<void> {
      await LoginAlert.create({ email: attack.email, reportedAt: new Date(), outbox: [newEvent('identity', loginAttackDetected, attack)] });
    },
  };
}

export type LoginAlertRepository = ReturnType<typeof createLoginAlertRepository>;
