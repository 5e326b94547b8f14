import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { currentCorrelationId } from '../context';

/** What travels on the bus (docs/architecture.md). `data` is validated by the event's own schema. */
export interface EventEnvelope<T extends string = string, D = unknown> {
  id: string;
  type: T;
  occurredAt: string;
  source: string;
  correlationId: string;
  data: D;
}

export const envelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  occurredAt: z.string(),
  source: z.string(),
  correlationId: z.string(),
  data: z.unknown(),
});

/** A past-tense fact one service publishes and others may consume: its routing key and its data schema. */
export interface EventDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  type: T;
  schema: S;
}

export function defineEvent<T extends string, S extends z.ZodType>(type: T, schema: S): EventDefinition<T, S> {
  return { type, schema };
}

export type EventOf<E extends EventDefinition> = EventEnvelope<E['type'], z.infer<E['schema']>>;

/** A new envelope for `definition`, carrying the correlation id of the work that caused it. */
export function newEvent<E extends EventDefinition>(source: string, definition: E, data: z.input<E['schema']>): EventOf<E> {
  return {
    id: randomUUID(),
    type: definition.type,
    occurredAt: new Date().toISOString(),
    source,
    correlationId: currentCorrelationId(),
    data: definition.schema.parse(data) as z.infer<E['schema']>,
  };
}
