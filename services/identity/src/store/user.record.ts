import type { Role } from '../domain/user';
import type { UserDocument } from './user.model';

/** A user as the rest of the service sees it: a plain object, never a mongoose document. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  mobile: string;
  role: Role;
  billingPaused: boolean;
  verified: boolean;
  address?: { city?: string | null } | null;
  sessionVersion: number;
  hasPassword: boolean;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

/** A user document as read (lean), its hash possibly selected. */
export type Lean = Omit<UserDocument, 'passwordHash'> & { passwordHash?: string | null };

export function toRecord(user: Lean, hasPassword: boolean): UserRecord {
  return {
    id: String(user._id),
    name: user.name,
    email: user.email,
    mobile: user.mobile ?? '',
    role: user.role as Role,
    billingPaused: user.billingPaused ?? false,
    verified: user.verified ?? false,
    address: user.address ?? null,
    sessionVersion: user.sessionVersion ?? 0,
    hasPassword,
    createdAt: user.createdAt as Date,
    updatedAt: user.updatedAt as Date,
    version: user.__v ?? 0,
  };
}
