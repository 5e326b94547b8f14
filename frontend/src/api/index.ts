export * as api from './client';
export * as returnsApi from './returns';
export type { PickupRequest, ReturnCondition } from './returns';
export { ApiError, backendAssetUrl, errorBodyOf, errorMessage, setUnauthorizedHandler } from './http';
export type * from './types';
export { adminKeys, queryKeys } from './query-keys';
export { serverCartQuery } from './server-cart';
export { sessionUserQuery } from './session-user';
