/**
 * Returns (issue 23, item 3): the customer ends a rental by booking a pickup; the admin books one for an order
 * eligible for repossession and marks the goods returned. Typed from the gateway's OpenAPI document like ./client.ts.
 */
import { API_PATHS as P } from './endpoints';
import { request } from './http';
import type { ApiBody, ApiResponse } from './types';

export type PickupRequest = ApiBody<'/requestReturn/{orderId}', 'post'>;
export type ReturnMark = ApiBody<'/markReturned/{orderId}', 'patch'>;
export type ReturnCondition = ReturnMark['condition'];

/** The customer ends the rental of their own delivered order: a pickup on the crew's calendar (month to month, no fee). */
export const requestReturn = (orderId: string, body: PickupRequest) =>
  request<ApiResponse<'/requestReturn/{orderId}', 'post'>>(`${P.requestReturn}/${encodeURIComponent(orderId)}`, { method: 'POST', auth: 'bearer', body });

/** The admin books a pickup for an order more than 90 days late (repossession): the customer is told. */
export const schedulePickup = (orderId: string, body: PickupRequest) =>
  request<ApiResponse<'/schedulePickup/{orderId}', 'post'>>(`${P.schedulePickup}/${encodeURIComponent(orderId)}`, { method: 'POST', auth: 'admin', body });

/** The admin marks the goods back: the order completes, billing writes its final invoice, the units come back. */
export const markReturned = (orderId: string, body: ReturnMark) =>
  request<ApiResponse<'/markReturned/{orderId}', 'patch'>>(`${P.markReturned}/${encodeURIComponent(orderId)}`, { method: 'PATCH', auth: 'admin', body });
