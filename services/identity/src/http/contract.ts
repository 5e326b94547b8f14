import { defineContract, emailAddress, optionalLine, paging, requiredLine, textOrMissing } from '@rto/kit';
import { z } from 'zod';
import { fitsBcrypt, MAX_PASSWORD_BYTES } from '../domain/password';
import { MIN_PASSWORD_LENGTH, PHONE_PATTERN } from '../domain/user';

/**
 * identity's public API: paths, fields and messages are the spec's (sections 5, 7, 8). Handlers parse with
 * these schemas and the gateway's OpenAPI document is built from them, so the two cannot drift apart.
 */

const INVALID_PHONE = 'Please enter a valid phone number';
const requiredPhone = (missing: string) => requiredLine('mobile', missing, 30).regex(PHONE_PATTERN, INVALID_PHONE);
const optionalPhone = () => optionalLine('mobile', 30).refine((value) => value === undefined || PHONE_PATTERN.test(value), INVALID_PHONE);

const text = (missing: string, label: string) => textOrMissing(label, missing).min(1, missing);

/** A password being set: long enough, and no longer than bcrypt reads (in bytes, not letters). */
const newPassword = (missing: string, label = 'password') =>
  text(missing, label)
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .refine(fitsBcrypt, `Password must be at most ${MAX_PASSWORD_BYTES} bytes`);

export const publicUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.enum(['customer', 'admin']),
  billingPaused: z.boolean(),
  verified: z.boolean(),
  status: z.enum(['active', 'suspended']),
  address: z.object({ city: z.string().nullish() }).nullish(),
  hasPassword: z.boolean().describe('Whether a password is set; the hash itself never leaves the service'),
  createdAt: z.string(),
  updatedAt: z.string(),
  __v: z.number(),
});

const messageAndToken = z.object({ message: z.string(), token: z.string() });
const message = z.object({ message: z.string() });

export const identityContract = defineContract({
  register: {
    method: 'post',
    path: '/register',
    access: 'none',
    tag: 'Account',
    summary: 'Create a customer account and receive a token',
    status: 201,
    body: z.object({
      name: requiredLine('name', 'Please enter your name', 100),
      email: emailAddress('Please enter your email'),
      mobile: requiredPhone('Please enter your mobile number'),
      password: newPassword('Please enter your password'),
    }),
    response: messageAndToken,
    errors: { 409: 'An account with this email already exists' },
  },
  login: {
    method: 'post',
    path: '/login',
    access: 'none',
    tag: 'Account',
    summary: 'Log in with e-mail and password and receive a token',
    body: z.object({
      // Not checked for form: a log-in with a mistyped address is just a wrong log-in. No pattern runs on it.
      email: requiredLine('email', 'Please enter your email', 254).transform((value) => value.toLowerCase()),
      // Up to 128 characters are taken, as always; one over bcrypt's 72 bytes never matches (domain/password).
      password: text('Please enter your password', 'password').max(128, 'Invalid email or password'),
    }),
    response: messageAndToken,
    errors: {
      401: 'Invalid email or password',
      429: 'Too many requests or wrong passwords from this address (for this account, or for any); other addresses are not slowed',
    },
  },
  getUser: {
    method: 'get',
    path: '/getUser',
    access: 'customer',
    tag: 'Account',
    summary: 'The signed-in user',
    response: z.object({ user: publicUser }),
  },
  resetPassword: {
    method: 'patch',
    path: '/resetPassword',
    access: 'none',
    tag: 'Account',
    summary: 'Ask for a password reset: a single-use link is e-mailed to the owner, who chooses the new password there',
    body: z.object({
      email: emailAddress('Please enter your email'),
      // The spec's form sends it, so it stays required; it is never stored or applied: whoever asks for a reset
      // is not known to own the account. The owner chooses the new password from the e-mailed link.
      newPassword: text('Please enter your new password', 'newPassword').max(128, 'newPassword must be at most 128 characters'),
    }),
    response: message,
  },
  confirmPasswordReset: {
    method: 'post',
    path: '/confirmPasswordReset',
    access: 'none',
    tag: 'Account',
    summary: "From the e-mailed link: set the new password the link's owner chose; every session of the account ends",
    body: z.object({
      token: requiredLine('token', 'This password reset link is invalid or has expired', 200),
      newPassword: newPassword('Please enter your new password', 'newPassword'),
    }),
    response: message,
  },
  verifyEmail: {
    method: 'post',
    path: '/verifyEmail',
    access: 'none',
    tag: 'Account',
    summary: "From the e-mailed link (/verify-email?token=...): proves the account's address; single use, expires after EMAIL_VERIFICATION_TTL",
    body: z.object({
      token: requiredLine('token', 'This verification link is invalid, has expired or was already used. Log in and ask for a new one.', 200),
    }),
    response: message,
    errors: { 400: 'The token is missing, made up, used, replaced by a newer link or expired: nothing changes' },
  },
  resendVerification: {
    method: 'post',
    path: '/resendVerification',
    access: 'customer',
    tag: 'Account',
    summary: "E-mails a new verification link to the caller's address (older links stop working); the same answer whether it still needed verifying or not",
    response: message,
    errors: { 429: 'Too many new links asked for this account (or requests from this address)' },
  },
  logout: {
    method: 'post',
    path: '/logout',
    access: 'customer',
    tag: 'Account',
    summary: "Log out: ends every session of the caller's account, on every device",
    response: message,
  },
  getUsers: {
    method: 'get',
    path: '/getUsers',
    access: 'admin',
    tag: 'Admin: users',
    summary: 'Search, filter and page through users',
    query: z.object({
      ...paging(10, 1000),
      search: optionalLine('search', 100),
      status: z
        .enum(['active', 'suspended', 'all', ''], { error: 'status must be active or suspended' })
        .optional()
        .transform((value) => (value === 'active' || value === 'suspended' ? value : undefined)),
      role: z
        .enum(['customer', 'admin', 'all', ''], { error: 'role must be customer or admin' })
        .optional()
        .describe("Customers or admins only (the summary cards count customers); every role when absent or 'all'")
        .transform((value) => (value === 'customer' || value === 'admin' ? value : undefined)),
    }),
    response: z.object({
      users: z.array(publicUser),
      pagination: z.object({
        currentPage: z.number(),
        totalPages: z.number(),
        totalUsers: z.number(),
        limit: z.number(),
        hasNext: z.boolean(),
        hasPrev: z.boolean(),
      }),
    }),
  },
  updateUser: {
    method: 'put',
    path: '/update-user/:id',
    access: 'admin',
    tag: 'Admin: users',
    summary: "Edit a user's name, e-mail and mobile",
    params: z.object({ id: z.string().max(64) }),
    body: z.object({
      name: requiredLine('name', 'Name is required', 100),
      email: emailAddress('Email is required'),
      mobile: optionalPhone(),
    }),
    response: z.object({ message: z.string(), user: publicUser }),
    errors: { 409: 'Another account already has this email' },
  },
  deleteUser: {
    method: 'delete',
    path: '/delete-user/:id',
    access: 'admin',
    tag: 'Admin: users',
    summary: 'Delete an account; its tokens stop working at once. Refused while the customer has a rental that is still running or owes the store money',
    params: z.object({ id: z.string().max(64) }),
    response: message,
    errors: {
      403: "The caller is not an admin, or names its own account ('You cannot delete your own account'); nothing is deleted",
      409:
        'This customer has rentals that are still running: end their rentals first (with how many); or this customer still owes the store ' +
        '(unpaid invoices, with the balance): it must be settled first; nothing is deleted',
      503: 'Their rentals or what they owe could not be checked (order or billing is down or slow): please try again shortly; nothing is deleted',
    },
  },
});
