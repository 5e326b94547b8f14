/**
 * Repairs (issue 23, item 2): the customer books a technician and reads their tickets; the admin lists and moves
 * them. Typed from the gateway's OpenAPI document like ./client.ts.
 */
import { API_PATHS as P } from './endpoints';
import { request } from './http';
import type { ApiBody, ApiQuery, ApiResponse } from './types';

export type RepairRequest = ApiBody<'/requestRepair', 'post'>;
export type RepairTicket = ApiResponse<'/getRepairTickets', 'get'>['data'][number];
export type RepairStatus = RepairTicket['status'];
export type RepairMove = ApiBody<'/updateRepairTicket/{ticketId}', 'patch'>;
export type RepairTicketsQuery = ApiQuery<'/getAllRepairTickets', 'get'>;
/** A ticket of the admin's list: with its customer's name and e-mail (null when unknown). */
export type AdminRepairTicket = ApiResponse<'/getAllRepairTickets', 'get'>['data'][number];

/** Book a technician for an item of the customer's own delivered order: the visit and a ticket, booked. */
export const requestRepair = (body: RepairRequest) =>
  request<ApiResponse<'/requestRepair', 'post'>>(P.requestRepair, { method: 'POST', auth: 'bearer', body });

/** The signed-in customer's tickets, newest first. */
export const getRepairTickets = () => request<ApiResponse<'/getRepairTickets', 'get'>>(P.getRepairTickets, { auth: 'bearer' });

/** Every ticket (the admin), newest first, or those of one status. */
export const getAllRepairTickets = (query: RepairTicketsQuery = {}) =>
  request<ApiResponse<'/getAllRepairTickets', 'get'>>(query.status ? `${P.getAllRepairTickets}?status=${encodeURIComponent(query.status)}` : P.getAllRepairTickets, { auth: 'admin' });

/** The admin moves a ticket on: visited, fixed, or replaced (the unit to maintenance, a fresh one in its place). */
export const updateRepairTicket = (ticketId: string, move: RepairMove) =>
  request<ApiResponse<'/updateRepairTicket/{ticketId}', 'patch'>>(`${P.updateRepairTicket}/${encodeURIComponent(ticketId)}`, { method: 'PATCH', auth: 'admin', body: move });
