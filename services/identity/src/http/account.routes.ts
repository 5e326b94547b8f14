import { callerOf, clientAddressOf, type HandlersOf } from '@rto/kit';
import type { ConfirmPasswordReset } from '../app/confirm-password-reset';
import type { GetSignedInUser } from '../app/get-signed-in-user';
import type { LogIn } from '../app/log-in';
import type { LogOut } from '../app/log-out';
import type { RegisterUser } from '../app/register-user';
import type { RequestPasswordReset } from '../app/request-password-reset';
import type { identityContract } from './contract';
import { presentUser } from './present';

type AccountRoutes = Pick<typeof identityContract, 'register' | 'login' | 'getUser' | 'resetPassword' | 'confirmPasswordReset' | 'logout'>;

/** The use cases behind the account routes. */
export interface AccountUseCases {
  registerUser: RegisterUser;
  logIn: LogIn;
  getSignedInUser: GetSignedInUser;
  logOut: LogOut;
  requestPasswordReset: RequestPasswordReset;
  confirmPasswordReset: ConfirmPasswordReset;
}

/** Register, log in, who-am-I, log out and the two steps of a password reset. */
export function accountHandlers(useCases: AccountUseCases): HandlersOf<AccountRoutes> {
  return {
    async register({ body }) {
      const token = await useCases.registerUser({ name: body.name, email: body.email, mobile: body.mobile, password: body.password });
      return { message: 'Account created successfully', token };
    },

    async login({ body, req }) {
      const token = await useCases.logIn(body.email, body.password, clientAddressOf(req));
      return { message: 'Logged in successfully', token };
    },

    async getUser({ req }) {
      return { user: presentUser(await useCases.getSignedInUser(callerOf(req))) };
    },

    async logout({ req }) {
      await useCases.logOut(callerOf(req).id);
      return { message: 'Logged out successfully' };
    },

    async resetPassword({ body }) {
      // body.newPassword is never stored or applied: whoever asks is not known to own the account.
      await useCases.requestPasswordReset(body.email);
      return {
        message: 'If an account exists for this email, we have sent it a link to choose a new password. Your password changes only when you set it from that link.',
      };
    },

    async confirmPasswordReset({ body }) {
      await useCases.confirmPasswordReset(body.token, body.newPassword);
      return { message: 'Your password has been changed. Please log in with your new password.' };
    },
  };
}
