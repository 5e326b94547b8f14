export { loadIdentityConfig, type IdentityConfig } from './config';
export { startIdentity } from './service';
export { identityContract } from './http/contract';
