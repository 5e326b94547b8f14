import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import * as api from './client';
import { ApiError, errorMessage, setUnauthorizedHandler } from './http';

describe('API client', () => {
  it('when a bearer call is made with a stored token, then it carries Authorization: Bearer <token>', async () => {
    window.localStorage.setItem('token', 'abc');
    const { calls } = mockFetch(() => jsonResponse(200, { cartItems: { items: [], tvSize: 55 } }));
    await expect(api.getCartItems()).resolves.toEqual({ cartItems: { items: [], tvSize: 55 } });
    expect(calls[0]?.path).toBe('/getCartItems');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('when an open call is made while logged in, then no token is sent', async () => {
    window.localStorage.setItem('token', 'abc');
    const { calls } = mockFetch(() => jsonResponse(200, { products: [] }));
    await api.getProducts();
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('when a session call answers 401, then the token is cleared and the log-in handler runs', async () => {
    window.localStorage.setItem('token', 'expired');
    mockFetch(() => jsonResponse(401, { error: 'Session expired' }));
    const toLogin = vi.fn();
    const restore = setUnauthorizedHandler(toLogin);
    try {
      await expect(api.getUser()).rejects.toMatchObject({ status: 401, serverMessage: 'Session expired' });
    } finally {
      restore();
    }
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('when an open call answers 401 (a wrong password), then the session is left alone', async () => {
    window.localStorage.setItem('token', 'still-valid');
    mockFetch(() => jsonResponse(401, { error: 'Invalid email or password' }));
    const toLogin = vi.fn();
    const restore = setUnauthorizedHandler(toLogin);
    try {
      await expect(api.login({ email: 'a@b.c', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    } finally {
      restore();
    }
    expect(window.localStorage.getItem('token')).toBe('still-valid');
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('when paths take an id or a query, then they are spelled as the spec says', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await api.getUsers({ page: 2, limit: 10, search: 'ada', status: '' });
    await api.getOrders({ page: 1, limit: 10000 });
    await api.updateUser('u 1', { name: 'A', email: 'a@b.c', mobile: '' });
    await api.deleteUser('u1');
    await api.pauseSubscription('o1');
    await api.unpauseSubscription('o1');
    await api.verifyCalendar();
    await api.pauseBilling();
    await api.resumeBilling();
    expect(calls.map((call) => `${call.method} ${call.path}${call.search}`)).toEqual([
      'GET /getUsers?page=2&limit=10&search=ada',
      'GET /get-orders?page=1&limit=10000',
      'PUT /update-user/u%201',
      'DELETE /delete-user/u1',
      'PATCH /pauseSubscription/o1',
      'PATCH /unpauseSubscription/o1',
      'GET /verifyCalandar',
      'PATCH /pauseBilling',
      'POST /resumeBilling',
    ]);
    expect(calls[7]?.body).toBeUndefined();
  });

  it('when an order is placed, then POST /createOrder carries the delivery choice and the checkout\'s Idempotency-Key', async () => {
    window.localStorage.setItem('token', 'abc');
    const { calls } = mockFetch(() => jsonResponse(201, { message: 'Order placed', order: { _id: 'o1', status: 'pending', items: [] } }));
    const choice = { location: { lat: 39.77, lng: -86.16 }, deliveryDate: '2030-06-14', deliveryTime: '4:00 PM', totalCost: 95, locationName: 'Indianapolis, Indiana' };
    await api.createOrder(choice, 'key-1');
    await api.getBillingDetails();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /createOrder', 'GET /getBillingDetails']);
    expect(calls[0]?.body).toEqual(choice);
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
    expect(calls[1]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('when places are searched or looked up at a point, then GET /geocode carries q and limit, or lat and lng, with the token', async () => {
    window.localStorage.setItem('token', 'abc');
    const { calls } = mockFetch(() => jsonResponse(200, { results: [] }));
    await api.searchPlaces('Indianapolis, IN');
    await api.placesAt(39.7684, -86.1581);
    expect(calls.map((call) => `${call.method} ${call.path}${call.search}`)).toEqual([
      'GET /geocode?q=Indianapolis%2C+IN&limit=8',
      'GET /geocode?lat=39.7684&lng=-86.1581',
    ]);
    expect(calls.every((call) => call.headers.get('Authorization') === 'Bearer abc')).toBe(true);
  });

  it('when a query field is null or empty (the contracts take both as none), then it is left out of the URL', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await api.getUsers({ search: null, status: 'active' });
    await api.getUsers({ search: '', status: '' });
    expect(calls.map((call) => `${call.path}${call.search}`)).toEqual(['/getUsers?status=active', '/getUsers']);
  });

  it('when a product is updated, then it goes as multipart with indexed key features', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { success: true }));
    await api.updateProduct('p1', { name: 'Fridge', monthly_price: 40.5, stock_status: 'available', combo: false, key_features: ['Ice', 'Quiet'] });
    const form = calls[0]?.body as FormData;
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.path).toBe('/updateProduct/p1');
    expect(form.get('monthly_price')).toBe('40.5');
    expect(form.get('combo')).toBe('false');
    expect(form.get('key_features[0]')).toBe('Ice');
    expect(form.get('key_features[1]')).toBe('Quiet');
    expect(form.has('photo')).toBe(false);
  });

  it('when the e-mailed reset link is used, then the token and the chosen password go to /confirmPasswordReset without a session', async () => {
    window.localStorage.setItem('token', 'abc');
    const { calls } = mockFetch(() => jsonResponse(200, { message: 'Changed' }));
    await expect(api.confirmPasswordReset({ token: 't1', newPassword: 'my own choice' })).resolves.toEqual({ message: 'Changed' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('/confirmPasswordReset');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.body).toEqual({ token: 't1', newPassword: 'my own choice' });
  });

  it('when logging out, then POST /logout carries the token being ended, and its 401 leaves the stored session alone', async () => {
    window.localStorage.setItem('token', 'signed-in-again');
    const { calls } = mockFetch(() => jsonResponse(401, { error: 'Your session has ended, please log in again' }));
    const toLogin = vi.fn();
    const restore = setUnauthorizedHandler(toLogin);
    try {
      await expect(api.logout('the-old-one')).rejects.toMatchObject({ status: 401 });
    } finally {
      restore();
    }
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('/logout');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer the-old-one');
    expect(window.localStorage.getItem('token')).toBe('signed-in-again');
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('when a failure has no error text, then the screen fallback is used; with one, the server text wins', () => {
    expect(errorMessage(new ApiError(500, undefined, undefined), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new TypeError('x'), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new ApiError(400, 'Bad zip', { error: 'Bad zip' }), 'Fallback')).toBe('Bad zip');
  });
});
