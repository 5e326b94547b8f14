import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { expectFieldProblem } from '../test/field-problems';
import { renderApp } from '../test/render-app';

/** The auth call answers as told; the catalogue is empty (after success the app lands on /appliance). */
function serve(auth: { path: string; status: number; body?: unknown }) {
  return mockFetch((call) => {
    if (call.path === auth.path) return jsonResponse(auth.status, auth.body);
    if (call.path === '/getProducts') return jsonResponse(200, { products: [] });
    return jsonResponse(404, { error: 'Not found' });
  });
}

/** The form's submit button (the toggle above the form has buttons with the same names). */
function submitButton(mode: 'Sign Up' | 'Log In') {
  const form = screen.getByRole('form', { name: mode === 'Sign Up' ? 'Sign up' : 'Log in' });
  return within(form).getByRole('button', { name: mode });
}

describe('auth screen', () => {
  it('when opened at /, then Sign Up is chosen and asks for name, email, mobile and password', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account / Log In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up', pressed: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Sign up' });
    expect(within(form).getByRole('link', { name: 'Reset Password' })).toHaveAttribute('href', '/reset-password');
    expect(within(form).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/contact');
  });

  it('when opened with ?login=true, then Log In is chosen and asks only for email and password', () => {
    renderApp('/?login=true');
    expect(screen.getByRole('button', { name: 'Log In', pressed: true })).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile Number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('when the toggle is used, then the form switches between Sign Up and Log In', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Log In', pressed: false }));
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(submitButton('Log In')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up', pressed: false }));
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
  });

  it('when signing up with empty fields, then each missing field is reported in the spec order: name, email, mobile, password', async () => {
    const { calls } = serve({ path: '/register', status: 201, body: { token: 't' } });
    const { user } = renderApp('/');

    await user.click(submitButton('Sign Up'));
    // Every empty field is marked; the toast and the focus are the first one's.
    await expectFieldProblem('Full Name', 'Please enter your name');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
    await user.click(submitButton('Sign Up'));
    await expectFieldProblem('Email Address', 'Please enter your email');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.click(submitButton('Sign Up'));
    await expectFieldProblem('Mobile Number', 'Please enter your mobile number');
    await user.type(screen.getByLabelText('Mobile Number'), '555-0100');
    await user.click(submitButton('Sign Up'));
    await expectFieldProblem('Password', 'Please enter your password');
    expect(calls.filter((call) => call.path === '/register')).toHaveLength(0);
  });

  it('when only spaces are typed in a field, then it counts as empty', async () => {
    serve({ path: '/register', status: 201, body: { token: 't' } });
    const { user } = renderApp('/');
    await user.type(screen.getByLabelText('Full Name'), '   ');
    await user.click(submitButton('Sign Up'));
    await expectFieldProblem('Full Name', 'Please enter your name');
  });

  it('when logging in with empty fields, then email is asked first and then password, never name or mobile', async () => {
    const { calls } = serve({ path: '/login', status: 200, body: { token: 't' } });
    const { user } = renderApp('/?login=true');

    await user.click(submitButton('Log In'));
    await expectFieldProblem('Email Address', 'Please enter your email');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.click(submitButton('Log In'));
    await expectFieldProblem('Password', 'Please enter your password');
    expect(screen.queryByText('Please enter your mobile number')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('when sign-up succeeds, then the server message shows, the token is stored, the old cart is dropped and the catalogue opens', async () => {
    window.localStorage.setItem('cartItems', JSON.stringify([{ _id: 'old', name: 'Old', monthly_price: 1 }]));
    const { calls } = serve({ path: '/register', status: 201, body: { message: 'Account created successfully', token: 'new-token' } });
    const { user } = renderApp('/');

    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Mobile Number'), '555-0100');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(submitButton('Sign Up'));

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/appliance'));
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(window.localStorage.getItem('cartItems')).toBeNull();
    const registerCall = calls.find((call) => call.path === '/register');
    expect(registerCall?.method).toBe('POST');
    expect(registerCall?.headers.has('Authorization')).toBe(false);
    expect(registerCall?.body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', mobile: '555-0100', password: 'correct horse' });
  });

  it('when log-in succeeds, then only email and password are sent and the catalogue opens', async () => {
    const { calls } = serve({ path: '/login', status: 200, body: { message: 'Login successful', token: 'login-token' } });
    const { user } = renderApp('/?login=true');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(submitButton('Log In'));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/appliance'));
    expect(window.localStorage.getItem('token')).toBe('login-token');
    expect(calls.find((call) => call.path === '/login')?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
  });

  it('when log-in fails with a server error, then that text shows, nothing is stored and the screen stays', async () => {
    serve({ path: '/login', status: 401, body: { error: 'Invalid email or password' } });
    const { user } = renderApp('/?login=true');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(submitButton('Log In'));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/?login=true');
  });

  it('when authentication fails without an error text, then the fallback message shows', async () => {
    serve({ path: '/register', status: 500 });
    const { user } = renderApp('/');
    await user.type(screen.getByLabelText('Full Name'), 'Ada');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Mobile Number'), '555');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(submitButton('Sign Up'));
    expect(await screen.findByText('Error while authenticating please try again')).toBeInTheDocument();
  });

  it('when signing up, then the password rule is shown under the field before it is typed', () => {
    renderApp('/');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('when a short password is typed and the field is left, then it is marked at once, and the mark goes when it is long enough', async () => {
    serve({ path: '/register', status: 201, body: { token: 't' } });
    const { user } = renderApp('/');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    await expectFieldProblem('Password', 'Password must be at least 8 characters', { toast: false, focused: false });
    await user.type(screen.getByLabelText('Password'), 'er!');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
  });

  it('when an empty field is only passed through, then it is not marked before submit', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByLabelText('Full Name'));
    await user.tab();
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
  });

  it('when signing up with a short password or a malformed e-mail, then nothing is sent and each is marked with the server\'s words', async () => {
    const { calls } = serve({ path: '/register', status: 201, body: { token: 't' } });
    const { user } = renderApp('/');
    await user.type(screen.getByLabelText('Full Name'), 'Ada');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example');
    await user.type(screen.getByLabelText('Mobile Number'), '555');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(submitButton('Sign Up'));
    await expectFieldProblem('Email Address', 'Please enter a valid email');
    await expectFieldProblem('Password', 'Password must be at least 8 characters', { toast: false, focused: false });
    expect(calls.filter((call) => call.path === '/register')).toHaveLength(0);
  });

  it('when logging in, then no length rule applies: the password is the account\'s', async () => {
    const { calls } = serve({ path: '/login', status: 401, body: { error: 'Invalid email or password' } });
    const { user } = renderApp('/?login=true');
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(submitButton('Log In'));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/login')).toHaveLength(1);
  });
});
