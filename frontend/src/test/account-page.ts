import type { DashboardData } from '../api';
import { jsonResponse, mockFetch, type RecordedCall } from './fetch-mock';
import { renderApp } from './render-app';

/**
 * My Account opened signed in, its reads answered with `data` and no billing details (the sandbox without a card);
 * `extra` answers the calls a test is about (Pay Now, say) first. What any other call gets is a 404.
 */
export function openAccountPage(data: DashboardData, extra: (call: RecordedCall) => Response | undefined = () => undefined) {
  window.localStorage.setItem('token', 'customer-token');
  const fetches = mockFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/getDashboardData') return jsonResponse(200, data);
    if (call.path === '/getBillingDetails') return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: null });
    return jsonResponse(404, { error: 'Not found' });
  });
  return { ...renderApp('/dashboard'), ...fetches };
}
