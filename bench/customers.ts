/** Bench customers: registered through the gateway like any visitor. */

/** A cart as the products screen makes it: a TV of `tvSize` inches and a refrigerator, from the catalog the gateway serves. */
export async function tvAndFridge(gateway: string, tvSize: number): Promise<unknown[]> {
  const { products } = (await (await fetch(`${gateway}/getProducts`)).json()) as { products: Array<{ _id: string; name: string; combo: boolean }> };
  const tv = products.find((product) => /tv/i.test(product.name))!;
  const fridge = products.find((product) => !product.combo && !/tv/i.test(product.name))!;
  return [{ ...tv, tvSize }, { ...fridge }];
}

/** Registers a customer through the gateway and returns its session token. */
export async function registerCustomer(gateway: string, name: string, email: string): Promise<string> {
  const registered = await fetch(`${gateway}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, mobile: '5550100', password: 'bench-password' }),
  });
  return ((await registered.json()) as { token: string }).token;
}
