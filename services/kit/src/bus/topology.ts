/** Names on the broker, derived in one place (ARCHITECTURE §3). */
export interface Topology {
  exchange: string;
  queue: string;
  retryQueue: string;
  deadQueue: string;
}

export function topologyFor(service: string, namespace = ''): Topology {
  const queue = `${namespace}${service}.events`;
  return {
    exchange: `${namespace}rto.events`,
    queue,
    retryQueue: `${queue}.retry`,
    deadQueue: `${queue}.dead`,
  };
}
