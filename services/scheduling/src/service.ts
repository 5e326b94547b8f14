import { userDeleted } from '@rto/contracts';
import { bindContract, createRedis, createRuntime, prepareCollections, retryAtStart, type RunningService, type RuntimeOptions } from '@rto/kit';
import { loadUsGazetteer } from './adapters/gazetteer';
import { createMapboxGeocoder } from './adapters/mapbox.client';
import { createClaimSlot } from './app/claim-slot';
import { createClaimVisit } from './app/claim-visit';
import { createGetBooking } from './app/get-booking';
import { createGetVisit } from './app/get-visit';
import { createMoveSlot } from './app/move-slot';
import { createReleaseSlot } from './app/release-slot';
import { createReleaseVisit } from './app/release-visit';
import { createSearchLocations } from './app/search-locations';
import { createVerifyCalendar } from './app/verify-calendar';
import { deliveryScheduleOf, type SchedulingConfig } from './config';
import type { Geocoder } from './domain/geocoding';
import { onUserDeleted } from './events/on-user-deleted';
import { schedulingContract } from './http/contract';
import { mountInternalRoutes } from './http/internal.routes';
import { schedulingHandlers } from './http/scheduling.routes';
import { createAvailabilityCache, noAvailabilityCache } from './store/availability.cache';
import { upgradeBookings } from './store/booking.migration';
import { createBookingRepository } from './store/booking.repository';
import { createCalendar } from './store/calendar';
import { createCustomerErasure } from './store/customer-erasure';

/** Starts scheduling: connects its store, its cache and the bus (deleted customers), prepares geocoding, serves its API. */
export async function startScheduling(config: SchedulingConfig, options: RuntimeOptions = {}): Promise<RunningService> {
  const runtime = await createRuntime('scheduling', config, options);
  const { logger, clock } = runtime;
  const bookings = createBookingRepository(runtime.db);
  await retryAtStart(logger, 'creating collections and indexes', async () => {
    // Bookings from before visits had ids first: the unique index on visit ids needs every booking to have one.
    const { upgraded } = await upgradeBookings(bookings.model);
    if (upgraded > 0) logger.info({ upgraded }, 'bookings without a visit id are their order\'s delivery now');
    await prepareCollections(bookings.model);
  });
  // A deleted customer's bookings keep their slot and lose their place (issue 22, item 6).
  runtime.bus.publishOutboxOf({ model: bookings.model }).on(userDeleted, onUserDeleted(createCustomerErasure(bookings.model)));

  // A connection of its own that fails at once while Redis is away: the calendar then reads the database instead of
  // waiting, and session checks (the runtime's connection) are not slowed by cache traffic.
  const cacheRedis =
    config.AVAILABILITY_CACHE === 'on'
      ? createRedis(config.AVAILABILITY_REDIS_URL ?? config.REDIS_URL, config.NAMESPACE, { whileDisconnected: 'fail', commandTimeoutMs: 500 })
      : undefined;
  cacheRedis?.on('error', (error) => logger.debug({ err: error }, 'availability cache redis error'));
  const cache = cacheRedis ? createAvailabilityCache(cacheRedis, logger, { ttlSeconds: config.AVAILABILITY_CACHE_TTL }) : noAvailabilityCache;
  const calendar = createCalendar(bookings, cache);

  let geocoder: Geocoder;
  if (config.MAPBOX_TOKEN) {
    geocoder = createMapboxGeocoder({ token: config.MAPBOX_TOKEN, baseUrl: config.MAPBOX_API_URL, timeoutMs: config.MAPBOX_TIMEOUT_MS, logger });
  } else {
    // Indexed on the first search rather than at start: the index costs a second or two of CPU, and most starts (every
    // test stack's) never search. The first search waits for it; searches meanwhile share the one build.
    logger.info('geocoding from the offline gazetteer (MAPBOX_TOKEN is not set), indexed on the first search');
    geocoder = { search: async (request) => (await loadUsGazetteer()).search(request) };
  }

  const schedule = deliveryScheduleOf(config);
  const publicUseCases = { verifyCalendar: createVerifyCalendar({ calendar, schedule, clock }), searchLocations: createSearchLocations({ geocoder }) };
  const internalUseCases = {
    claimSlot: createClaimSlot({ calendar, schedule, clock }),
    releaseSlot: createReleaseSlot({ calendar, clock }),
    moveSlot: createMoveSlot({ calendar, schedule, clock }),
    getBooking: createGetBooking({ calendar }),
    claimVisit: createClaimVisit({ calendar, schedule, clock }),
    releaseVisit: createReleaseVisit({ calendar, clock }),
    getVisit: createGetVisit({ calendar }),
  };
  const running = await runtime.serve((app) => {
    bindContract(app, schedulingContract, schedulingHandlers(publicUseCases), runtime.guard);
    mountInternalRoutes(app, internalUseCases, config);
  });
  return {
    ...running,
    async stop() {
      await running.stop();
      cache.stop();
      cacheRedis?.disconnect();
    },
  };
}
