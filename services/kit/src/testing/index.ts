// What tests of the kit and of the services use: test servers and keys, probes, fakes and waiting without sleeps.
export {
  TEST_BROKER_VIA,
  removeNamespace,
  testAmqpUrl,
  testDatabaseUrl,
  testEnvironment,
  testServerUrl,
  testTokens,
  uniqueSuffix,
} from './environment';
export { EventProbe, publishAsOwner } from './event-probe';
export { eventually } from './eventually';
export { mailsTo, type CaughtMail } from './inbox';
export { TcpProxy } from './tcp-proxy';
export { metricValue, watchUnhandledRejections } from './process-watch';
export { freePort, startProcess, startServiceProcess, type ServiceProcess, type StartedProcess } from './processes';
export { refusalOf } from './refusal';
export { InMemoryEventBus } from './in-memory-event-bus';
export { ManualClock } from './manual-clock';
