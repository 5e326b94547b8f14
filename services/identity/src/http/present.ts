import type { z } from 'zod';
import { accountStatus } from '../domain/user';
import type { UserRecord } from '../store/user.repository';
import type { publicUser } from './contract';

/** The user as the API shows it (spec 3): the stored record minus anything secret, plus the derived status. */
export function presentUser(user: UserRecord): z.input<typeof publicUser> {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    role: user.role,
    billingPaused: user.billingPaused,
    verified: user.verified,
    status: accountStatus(user.billingPaused),
    address: user.address ?? null,
    hasPassword: user.hasPassword,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    __v: user.version,
  };
}
