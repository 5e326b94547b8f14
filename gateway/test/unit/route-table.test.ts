import { publicContracts, routeTable } from '@rto/gateway';

describe('the route table', () => {
  it('when a service has a contract, then every contract route is in the table with the same access, and back', () => {
    const contracts = publicContracts();
    for (const contract of contracts) {
      const entry = routeTable.find((route) => route.method === contract.method && route.path === contract.path);
      expect(entry).toBeDefined();
      expect(entry!.access).toBe(contract.access);
    }
    const servicesWithContracts = new Set(
      contracts.map((contract) => routeTable.find((route) => route.path === contract.path)!.service),
    );
    for (const entry of routeTable.filter((route) => servicesWithContracts.has(route.service) && !route.pending)) {
      expect(contracts.some((contract) => contract.method === entry.method && contract.path === entry.path)).toBe(true);
    }
  });

  it('when the spec lists a path, then the table routes it (section 7, letter for letter)', () => {
    const specPaths = [
      'POST /register', 'POST /login', 'GET /getProducts', 'POST /addItemsToCart', 'PATCH /updateTvscreen', 'GET /getUser',
      'GET /getCartItems', 'GET /verifyCalandar', 'POST /storeBilling', 'POST /createOrder', 'POST /contactSupport',
      'GET /getDashboardData', 'PATCH /updatePaymentMethod', 'PATCH /pauseBilling', 'POST /resumeBilling', 'GET /getUsers',
      'PUT /update-user/:id', 'DELETE /delete-user/:id', 'GET /get-orders', 'PATCH /pauseSubscription/:id',
      'PATCH /unpauseSubscription/:id', 'PUT /updateProduct/:id', 'PATCH /resetPassword', 'GET /getRecentOrder',
    ];
    const routed = new Set(routeTable.map((route) => `${route.method.toUpperCase()} ${route.path}`));
    for (const path of specPaths) expect(routed).toContain(path);
  });

  it('when a path is for admins in the back office, then the table requires an admin', () => {
    const adminPaths = ['/getUsers', '/update-user/:id', '/delete-user/:id', '/get-orders', '/pauseSubscription/:id', '/unpauseSubscription/:id', '/updateProduct/:id'];
    for (const path of adminPaths) expect(routeTable.find((route) => route.path === path)?.access).toBe('admin');
  });

  it('when the gateway limits a route per customer or per address, then its contract declares the 429, so the OpenAPI document says so', () => {
    const limited = routeTable.filter((route) => route.perCustomer || route.rateLimited);
    expect(limited.map((route) => route.path)).toEqual(expect.arrayContaining(['/storeBilling', '/createSandboxPaymentMethod', '/updatePaymentMethod', '/createOrder', '/contactSupport']));
    const contracts = publicContracts();
    const undeclared = limited
      .filter((route) => route.perCustomer)
      .filter((route) => !contracts.find((contract) => contract.method === route.method && contract.path === route.path)?.errors?.[429])
      .map((route) => `${route.method.toUpperCase()} ${route.path}`);
    // contactSupport's contract is notification's: its 429 comes with the per-address limit it always had.
    expect(undeclared.filter((route) => route !== 'POST /contactSupport')).toEqual([]);
  });
});
