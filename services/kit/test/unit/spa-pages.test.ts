import { SPA_PAGES, spaPageOf } from '@rto/kit/spa-pages';

describe('spaPageOf (the SPA route list the gateway reads)', () => {
  it('when a path is one of the pages, then that page, matched as the router matches it', () => {
    expect(spaPageOf('/')).toBe('home');
    expect(spaPageOf('/appliance')).toBe('appliance');
    expect(spaPageOf('/appliance/')).toBe('appliance');
    expect(spaPageOf('/Reset-Password')).toBe('resetPassword');
    for (const [page, pattern] of Object.entries(SPA_PAGES)) expect(spaPageOf(pattern.replace('/*', ''))).toBe(page);
  });

  it('when a path is under the back office, then the admin page at any depth (it routes its own screens)', () => {
    expect(spaPageOf('/admin')).toBe('admin');
    expect(spaPageOf('/admin/')).toBe('admin');
    expect(spaPageOf('/admin/users')).toBe('admin');
    expect(spaPageOf('/admin/anything/deeper')).toBe('admin');
  });

  it('when a path is no page, then undefined (the not-found page)', () => {
    for (const path of ['/nope', '/appliance/1', '/confirmations', '/administrator', '/dashboard/x', '/robots.txt']) {
      expect([path, spaPageOf(path)]).toEqual([path, undefined]);
    }
  });

  it('when a stranger sends a path of thousands of slashes, then it is decided at once (no regex backtracking)', () => {
    const started = performance.now();
    expect(spaPageOf(`${'/'.repeat(16_000)}x`)).toBeUndefined();
    expect(spaPageOf('/'.repeat(16_000))).toBe('home');
    expect(performance.now() - started).toBeLessThan(100);
  });
});
