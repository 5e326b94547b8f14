import { defineInternalContract } from '@rto/kit';
import { z } from 'zod';

/**
 * What order asks identity for the admin's subscriptions and dashboard (spec 2.13, 2.15, 2.17): the names and
 * e-mails of a page's customers, the customers a search names, and the counts of users. Part of
 * `identityInternalContract`.
 */

/** The most ids one lookup may name (a page of subscriptions holds at most 100 rows). */
export const MAX_USER_IDS = 200;
/** The most ids a search answers: a search naming more customers than this is cut there (`truncated`). */
export const MAX_MATCHING_USERS = 2_000;
/** The most months of sign-ups one request may ask for. */
export const MAX_SIGNUP_MONTHS = 24;

const USER_IDS_MESSAGE = 'ids must be a comma-separated list of user ids';
const TOO_MANY_IDS = `ids may name at most ${MAX_USER_IDS} users`;

export const identityAdminInternalContract = defineInternalContract({
  usersByIds: {
    method: 'get',
    path: '/internal/users',
    access: 'service',
    tag: 'Users',
    summary: 'The name and e-mail of the live users with these ids; ids of no live user (unknown, deleted) are left out',
    query: z.object({
      ids: z
        .string({ error: USER_IDS_MESSAGE })
        .max(MAX_USER_IDS * 30, TOO_MANY_IDS)
        .transform((text) => [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))])
        .pipe(z.array(z.string().regex(/^[a-f\d]{24}$/i, USER_IDS_MESSAGE)).max(MAX_USER_IDS, TOO_MANY_IDS)),
    }),
    response: z.object({ users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })) }),
  },
  userIdsMatching: {
    method: 'get',
    path: '/internal/user-ids',
    access: 'service',
    tag: 'Users',
    summary: `The ids of the live users whose name or e-mail contains the text (case-insensitive), newest first, at most ${MAX_MATCHING_USERS}`,
    query: z.object({
      search: z.string({ error: 'search must be text' }).trim().min(1, 'search must not be empty').max(100, 'search must be at most 100 characters'),
    }),
    response: z.object({ ids: z.array(z.string()), truncated: z.boolean().describe(`More than ${MAX_MATCHING_USERS} users matched`) }),
  },
  userStats: {
    method: 'get',
    path: '/internal/user-stats',
    access: 'service',
    tag: 'Users',
    summary: "Counts of the live customers (admins left out, as the Users screen's cards count), and their sign-ups per calendar month (UTC) over the last `months` months, this one included",
    query: z.object({
      months: z.coerce.number({ error: 'months must be a number' }).int().min(1).max(MAX_SIGNUP_MONTHS, `months must be at most ${MAX_SIGNUP_MONTHS}`).default(6),
    }),
    response: z.object({
      totalUsers: z.number().int(),
      activeUsers: z.number().int().describe('Billing not paused'),
      suspendedUsers: z.number().int().describe('Billing paused'),
      verifiedUsers: z.number().int(),
      signups: z.array(z.object({ month: z.string().describe('YYYY-MM'), newUsers: z.number().int() })).describe('Oldest first'),
      registeredBefore: z.number().int().describe('Live customers who signed up before the first of these months'),
    }),
  },
});
