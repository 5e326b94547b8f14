/** Bench customers: registered through the gateway like any visitor. */

/** Registers a customer through the gateway and returns its session token. */
export async function registerCustomer(gateway: string, name: string, email: string): Promise<string> {
  const registered = await fetch(`${gateway}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, mobile: '5550100', password: 'bench-password' }),
  });
  return ((await registered.json()) as { token: string }).token;
}
