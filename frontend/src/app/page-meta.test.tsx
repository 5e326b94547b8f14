import { SPA_PAGES } from '@rto/kit/spa-pages';
import type { RouteObject } from 'react-router';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { PAGE_META, pageMetaOf } from './page-meta';
import { routes } from './routes';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('page titles and descriptions', () => {
  it.each([
    ['/', 'Rent-to-Own Appliance: Rent Appliances and TVs by the Month'],
    ['/appliance', 'Choose Your Appliances · Rent-to-Own Appliance'],
    ['/washer', 'Washer Troubleshooting · Rent-to-Own Appliance'],
    ['/delivery', 'Schedule Delivery · Rent-to-Own Appliance'],
    ['/billing', 'Enter Billing Details · Rent-to-Own Appliance'],
    ['/confirmation', 'Order Confirmation · Rent-to-Own Appliance'],
    ['/confirm', 'Sample Confirm Page · Rent-to-Own Appliance'],
    ['/dashboard', 'My Account · Rent-to-Own Appliance'],
    ['/contact', 'Contact Support · Rent-to-Own Appliance'],
    ['/reset-password', 'Reset Password · Rent-to-Own Appliance'],
    ['/admin/users', 'User Management · Admin · Rent-to-Own Appliance'],
    ['/no-such-page', 'Page Not Found · Rent-to-Own Appliance'],
  ])('when %s is opened, then the tab says "%s" and the description is that page\'s', async (path, title) => {
    // The back office needs an admin; other pages get a 404 for what they load (they log it).
    if (path.startsWith('/admin')) window.localStorage.setItem('token', 'an-admin-token');
    mockFetch((call) =>
      call.path === '/getUser' ? jsonResponse(200, { user: { _id: 'u1', name: 'Admin', email: 'admin@example.com', role: 'admin' } }) : jsonResponse(404, { error: 'Not found' }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
    expect(description()).toBe(pageMetaOf(path).description);
  });

  it('when a back office screen is opened, then a robots meta says noindex, and a storefront page opened next has none', async () => {
    window.localStorage.setItem('token', 'an-admin-token');
    mockFetch((call) =>
      call.path === '/getUser' ? jsonResponse(200, { user: { _id: 'u1', name: 'Admin', email: 'admin@example.com', role: 'admin' } }) : jsonResponse(404, { error: 'Not found' }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
    const first = renderApp('/admin/dashboard');
    await waitFor(() => expect(robots()).toBe('noindex, nofollow'));
    first.unmount();
    renderApp('/appliance');
    await waitFor(() => expect(document.title).toBe('Choose Your Appliances · Rent-to-Own Appliance'));
    expect(robots()).toBeUndefined();
  });

  it('when the customer moves to another page, then the title and the description follow', async () => {
    mockFetch(() => jsonResponse(404, { error: 'Not found' }));
    const { user, getByRole } = renderApp('/no-such-page');
    await waitFor(() => expect(document.title).toBe('Page Not Found · Rent-to-Own Appliance'));
    await user.click(getByRole('link', { name: 'Browse appliances' }));
    await waitFor(() => expect(document.title).toBe('Choose Your Appliances · Rent-to-Own Appliance'));
    expect(description()).toBe(PAGE_META.appliance.description);
  });

  it('when the pages are listed, then every one has its own title and description, none empty or shared', () => {
    const metas = Object.values(PAGE_META);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
    // Search results show about 155 characters of a description.
    for (const meta of metas) expect(meta.description.length).toBeGreaterThan(50);
    for (const meta of metas) expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  it("when the router's paths are read, then they are exactly the shared list the gateway answers 200 for", () => {
    const paths = (list: RouteObject[]): string[] => list.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
    expect(paths(routes).filter((path) => path !== '*').sort()).toEqual(Object.values(SPA_PAGES).sort());
  });
});
