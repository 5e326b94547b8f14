import { defineContract, optionalText, paging, requiredText } from '@rto/kit';
import { z } from 'zod';
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, PHONE_PATTERN } from '../domain/user';

/**
 * identity's public API: paths, fields and messages are the spec's (sections 5, 7, 8). Handlers parse with
 * these schemas and the gateway's OpenAPI document is built from them, so the two cannot drift apart.
 */

const email = (missing: string) =>
  requiredText('email', missing, 254).regex(EMAIL_PATTERN, 'Please enter a valid email').transform((value) => value.toLowerCase());

const INVALID_PHONE = 'Please enter a valid phone number';
const requiredPhone = (missing: string) => requiredText('mobile', missing, 30).regex(PHONE_PATTERN, INVALID_PHONE);
const optionalPhone = () => optionalText('mobile', 30).refine((value) => value === undefined || PHONE_PATTERN.test(value), INVALID_PHONE);

const password = (missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : 'password must be text') })
    .min(1, missing)
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(128, 'Password must be at most 128 characters');

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
      name: requiredText('name', 'Please enter your name', 100),
      email: email('Please enter your email'),
      mobile: requiredPhone('Please enter your mobile number'),
      password: password('Please enter your password'),
    }),
    response: messageAndToken,
  },
  login: {
    method: 'post',
    path: '/login',
    access: 'none',
    tag: 'Account',
    summary: 'Log in with e-mail and password and receive a token',
    body: z.object({
      email: requiredText('email', 'Please enter your email', 254).transform((value) => value.toLowerCase()),
      password: z
        .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Please enter your password' : 'password must be text') })
        .min(1, 'Please enter your password')
        .max(128, 'Invalid email or password'),
    }),
    response: messageAndToken,
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
    summary: 'Ask for a new password; a single-use confirmation link is e-mailed to the owner',
    body: z.object({
      email: email('Please enter your email'),
      newPassword: password('Please enter your new password'),
    }),
    response: message,
  },
  confirmPasswordReset: {
    method: 'post',
    path: '/confirmPasswordReset',
    access: 'none',
    tag: 'Account',
    summary: 'Follow the e-mailed link: the new password takes effect and other sessions end',
    body: z.object({ token: requiredText('token', 'This password reset link is invalid or has expired', 200) }),
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
      search: optionalText('search', 100),
      status: z
        .enum(['active', 'suspended', 'all', ''], { error: 'status must be active or suspended' })
        .optional()
        .transform((value) => (value === 'active' || value === 'suspended' ? value : undefined)),
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
      name: requiredText('name', 'Name is required', 100),
      email: email('Email is required'),
      mobile: optionalPhone(),
    }),
    response: z.object({ message: z.string(), user: publicUser }),
  },
  deleteUser: {
    method: 'delete',
    path: '/delete-user/:id',
    access: 'admin',
    tag: 'Admin: users',
    summary: 'Delete an account; its tokens stop working at once',
    params: z.object({ id: z.string().max(64) }),
    response: message,
  },
});
