import { newEvent, type Connection } from '@rto/kit';
import { eventually, mailsTo } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { orderActivated, userVerified } from '@rto/contracts';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { TestStack } from '../../../../test-support/stack';
import { activatedOrder, knownHere, placedOrder, receiptsTo, verificationMailTo } from '../support/customers';

/**
 * Security review: anyone could register a stranger's address and make the shop mail it an attacker-written
 * receipt (the name and the place are free text). Now an unproved address gets only its verification link (and
 * password-reset links); the receipt waits, stored, until the owner opens that link, and goes once. The attacker
 * registers through the gateway as anyone can; the order's events are published as the order service publishes
 * them once the checkout went through.
 */

let stack: TestStack;
let database: Connection;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      notification: (env) => startNotification(loadNotificationConfig(env)),
    },
  });
  database = await stack.database('notification');
});

afterAll(async () => {
  await stack?.stop();
});

const SPAM_NAME = 'Your refund: claim it at evil.example';

/** Waits until notification has handled the event (the bus's record of it is done). */
async function handled(eventId: string): Promise<void> {
  await eventually(async () => expect(await database.collection('handled_events').findOne({ _id: `notification:${eventId}` as never })).toMatchObject({ status: 'done' }));
}

describe("an order placed on a stranger's address", () => {
  it('when the attacker registers the address and the order is paid, then the inbox gets only the verification link; once its owner opens it, the held receipt arrives once', async () => {
    const victim = stack.email('victim');
    const attacker = await stack.registerCustomer({ email: victim, name: SPAM_NAME });
    // Its checkout takes longer than identity's event takes to arrive (and notification's queue is there by then).
    await knownHere(database, attacker.id, { email: victim.toLowerCase() });
    const placed = placedOrder(attacker.id, { locationName: 'Call 1-900-555-0100 to confirm' });
    const activated = activatedOrder(placed);
    await stack.probe.publish(placed);
    await stack.probe.publish(activated);
    await handled(activated.id);

    // Only the link, in our words: nothing the attacker wrote (name, place), no receipt.
    const { mail, token } = await verificationMailTo(victim);
    expect(await mailsTo(victim)).toHaveLength(1);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
    expect(await receiptsTo(victim)).toEqual([]);
    expect(await database.collection('order_receipts').findOne({ _id: placed.data.orderId as never })).toMatchObject({ sentAt: null });

    // The owner of the inbox opens the link (as the storefront's /verify-email page posts it).
    expect((await stack.call('POST', '/verifyEmail', { body: { token } })).status).toBe(200);
    const [receipt] = await eventually(async () => {
      const found = await receiptsTo(victim);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(receipt!.messageId).toBe(`receipt.${placed.data.orderId}@rent-to-own.mail`);

    // Everything delivered again (the bus delivers at least once), and the same facts in new events: still one.
    const verified = await stack.probe.waitFor<{ userId: string; email: string }>('user.verified', (e) => e.data.userId === attacker.id);
    const verifiedAgain = newEvent('identity', userVerified, verified.data);
    const activatedAgain = newEvent('order', orderActivated, activated.data);
    await stack.probe.publish(verified);
    await stack.probe.publish(activated);
    await stack.probe.publish(verifiedAgain);
    await stack.probe.publish(activatedAgain);
    await handled(verifiedAgain.id);
    await handled(activatedAgain.id);
    expect(await receiptsTo(victim)).toHaveLength(1);
  });

  it('when the address is not proved yet, then a password-reset link still reaches it (its owner may need it to get in at all)', async () => {
    const owner = await stack.registerCustomer({ email: stack.email('unproved') });
    await knownHere(database, owner.id, { email: owner.email.toLowerCase() });
    expect((await stack.call('PATCH', '/resetPassword', { body: { email: owner.email, newPassword: 'typed-when-asking' } })).status).toBe(200);
    await eventually(async () => expect((await mailsTo(owner.email)).map((mail) => mail.subject).sort()).toEqual(['Choose your new password', 'Confirm your e-mail address']));
  });
});
