import amqp from 'amqplib';
import { topologyFor } from '@rto/kit';

/** Publishes an event as the bus would, to the namespace's exchange: for redeliveries and late arrivals. */
export async function publishRaw(namespace: string, event: { type: string; [field: string]: unknown }): Promise<void> {
  const connection = await amqp.connect(process.env['AMQP_URL']!);
  try {
    const channel = await connection.createConfirmChannel();
    const { exchange } = topologyFor('test', namespace);
    channel.publish(exchange, event.type, Buffer.from(JSON.stringify(event)), { persistent: true, contentType: 'application/json' });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
}
