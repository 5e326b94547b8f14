import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { api, ApiError, type Registration } from '../api';
import { toastFailure } from '../lib/toast-failure';
import { useValidatedForm } from '../lib/use-validated-form';
import { PASSWORD_RULE_HINT } from '../lib/validation';
import { Button } from '../ui/Button';
import formStyles from '../ui/Form.module.css';
import { TextField } from '../ui/TextField';
import { authRules } from './auth-fields';
import { AUTH_MESSAGES, modeFromQuery, withMode, type AuthMode } from './auth-form';
import styles from './AuthPage.module.css';
import { useFinishAuth } from './useFinishAuth';

const EMPTY: Registration = { name: '', email: '', mobile: '', password: '' };

async function authenticate(mode: AuthMode, values: Registration) {
  const response =
    mode === 'signup' ? await api.register(values) : await api.login({ email: values.email, password: values.password });
  // Without a token there is no session, whatever the status said.
  if (!response?.token) throw new ApiError(500, undefined, response);
  return response;
}

/** Spec 2.2: one screen for creating an account and logging in. */
export function AuthPage() {
  const finishAuth = useFinishAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  // The URL is the one source of the mode, so /?login=true links (log out, password reset) always land right.
  const mode = modeFromQuery(searchParams);

  const submitAuth = useMutation({
    mutationFn: (input: { mode: AuthMode; values: Registration }) => authenticate(input.mode, input.values),
    // Awaited by the mutation: the button stays busy until the guest's picks are saved and the screen changes.
    onSuccess: (response) => finishAuth(response),
    onError: toastFailure(AUTH_MESSAGES.failure),
  });

  const form = useValidatedForm(
    EMPTY,
    authRules(mode),
    (values) => submitAuth.mutate({ mode, values }),
  );

  function switchTo(next: AuthMode) {
    setSearchParams(withMode(searchParams, next), { replace: true });
    form.clearErrors();
  }

  const isSignUp = mode === 'signup';
  return (
    <div className={styles.layout}>
      <section className={styles.intro} aria-labelledby="auth-pitch">
        <p className={styles.eyebrow}>Rent by the month</p>
        <p id="auth-pitch" className={styles.pitch}>
          Quality appliances and TVs for one simple monthly price.
        </p>
        <ul className={styles.benefits}>
          <li>Washers, dryers, refrigerators, freezers, stoves and TVs</li>
          <li>Free delivery when you rent two or more items</li>
          <li>Installed by certified, background-checked technicians</li>
          <li>Month-to-month agreement, no long-term lock-in</li>
        </ul>
      </section>

      <section className={styles.panel} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          Create Account / Log In
        </h1>
        <div className={styles.toggle} role="group" aria-label="Choose sign up or log in">
          <button type="button" className={styles.toggleButton} aria-pressed={isSignUp} onClick={() => switchTo('signup')}>
            Sign Up
          </button>
          <button type="button" className={styles.toggleButton} aria-pressed={!isSignUp} onClick={() => switchTo('login')}>
            Log In
          </button>
        </div>

        <form className={formStyles.form} onSubmit={form.submit} noValidate aria-label={isSignUp ? 'Sign up' : 'Log in'}>
          {isSignUp && <TextField label="Full Name" autoComplete="name" {...form.field('name')} />}
          <TextField label="Email Address" type="email" autoComplete="email" {...form.field('email')} />
          {isSignUp && <TextField label="Mobile Number" type="tel" autoComplete="tel" {...form.field('mobile')} />}
          <TextField
            label="Password"
            type="password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            hint={isSignUp ? PASSWORD_RULE_HINT : undefined}
            {...form.field('password')}
          />
          <div className={formStyles.actions}>
            <Button type="submit" fullWidth busy={submitAuth.isPending} busyLabel="Please wait...">
              {isSignUp ? 'Sign Up' : 'Log In'}
            </Button>
          </div>
          <div className={formStyles.links}>
            <Link to="/reset-password">Reset Password</Link>
            <Link to="/contact">Support</Link>
          </div>
        </form>
      </section>
    </div>
  );
}
