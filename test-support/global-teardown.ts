/** Stops the containers global-setup started (nothing to do with local servers: `make down` stops those). */
export default async function globalTeardown(): Promise<void> {
  const containers = (globalThis as { __testContainers?: Array<{ stop(): Promise<unknown> }> }).__testContainers ?? [];
  await Promise.all(containers.map((container) => container.stop()));
}
