import { databaseOfMongoUrl, loadConfig, platformConfigSchema, serviceDatabaseName, serviceMongoUrl } from '@rto/kit';

/**
 * Each service owns its database: MONGO_URL names the server, and a database only where one service (or a test)
 * wants a particular one.
 */
describe("a service's database", () => {
  it('when nothing is set, then each service connects to the local server in a database named after it', () => {
    const { MONGO_URL } = loadConfig(platformConfigSchema, { NODE_ENV: 'test' });
    expect(databaseOfMongoUrl(MONGO_URL)).toBeUndefined();
    expect(['identity', 'catalog', 'cart', 'notification', 'order'].map((service) => serviceMongoUrl(service, MONGO_URL))).toEqual([
      'mongodb://127.0.0.1:27017/rto_identity',
      'mongodb://127.0.0.1:27017/rto_catalog',
      'mongodb://127.0.0.1:27017/rto_cart',
      'mongodb://127.0.0.1:27017/rto_notification',
      'mongodb://127.0.0.1:27017/rto_order',
    ]);
    expect(serviceDatabaseName('scheduling')).toBe('rto_scheduling');
  });

  it('when MONGO_URL names no database, then the service adds its own and keeps every option', () => {
    expect(serviceMongoUrl('cart', 'mongodb://mongo:27017/')).toBe('mongodb://mongo:27017/rto_cart');
    expect(serviceMongoUrl('cart', 'mongodb://a:27017,b:27017,c:27017/?replicaSet=rs0&w=majority')).toBe(
      'mongodb://a:27017,b:27017,c:27017/rto_cart?replicaSet=rs0&w=majority',
    );
    expect(serviceMongoUrl('cart', 'mongodb://mongo?directConnection=true')).toBe('mongodb://mongo/rto_cart?directConnection=true');
    expect(serviceMongoUrl('catalog', 'mongodb+srv://cluster0.example.net/?retryWrites=true')).toBe('mongodb+srv://cluster0.example.net/rto_catalog?retryWrites=true');
  });

  it('when MONGO_URL names a database, then the service uses that one, as it is', () => {
    for (const url of ['mongodb://127.0.0.1:27018/cart-test', 'mongodb://u:p@a:1,b:2/shop?authSource=admin', 'mongodb+srv://cluster0.example.net/rto?retryWrites=true']) {
      expect(serviceMongoUrl('cart', url)).toBe(url);
    }
    expect(databaseOfMongoUrl('mongodb://a:1,b:2/shop%20one?replicaSet=rs0')).toBe('shop one');
  });

  it('when MONGO_URL carries a user but no database, then the user still authenticates against admin, as before', () => {
    expect(serviceMongoUrl('identity', 'mongodb://app:secret@db:27017')).toBe('mongodb://app:secret@db:27017/rto_identity?authSource=admin');
    expect(serviceMongoUrl('identity', 'mongodb://app:secret@db:27017/?tls=true')).toBe('mongodb://app:secret@db:27017/rto_identity?tls=true&authSource=admin');
    expect(serviceMongoUrl('identity', 'mongodb://app:secret@db/?authSource=users')).toBe('mongodb://app:secret@db/rto_identity?authSource=users');
    // X.509 and the other external mechanisms never authenticated against the URL's database.
    expect(serviceMongoUrl('identity', 'mongodb://CN%3Dapp@db/?authMechanism=MONGODB-X509&tls=true')).toBe(
      'mongodb://CN%3Dapp@db/rto_identity?authMechanism=MONGODB-X509&tls=true',
    );
  });
});
