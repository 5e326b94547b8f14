export * from './environment';
export * from './event-probe';
export * from './eventually';
export * from './inbox';
export * from './tcp-proxy';
export * from './process-watch';
export * from './processes';
export * from './refusal';
