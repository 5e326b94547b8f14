import { describe, expect, it } from 'vitest';
import { landingPath, nextPathFrom } from './auth-form';

function nextOf(query: string): string | undefined {
  return nextPathFrom(new URLSearchParams(query));
}

describe('the way back after log-in (next)', () => {
  it.each([
    ['next=%2F%2Fevil.example', 'protocol-relative'],
    ['next=%2F%2Fevil.example%2Fdelivery', 'protocol-relative with a path'],
    ['next=%2F%5Cevil.example', 'backslash read as a slash'],
    ['next=%2F%5C%2Fevil.example', 'slash, backslash, slash'],
    ['next=%2F%09%2Fevil.example', 'a tab the URL parser drops'],
    ['next=%2F%0A%2Fevil.example', 'a newline the URL parser drops'],
    ['next=%2F%0D%5Cevil.example', 'a carriage return before a backslash'],
    ['next=%2Fadmin%2F..%2F%2Fevil.example', 'dot segments that end on //host'],
    ['next=https%3A%2F%2Fevil.example', 'an absolute address'],
    ['next=https:evil.example', 'a scheme without slashes'],
    ['next=javascript%3Aalert(1)', 'a script address'],
    ['next=%5C%5Cevil.example', 'two backslashes'],
    ['next=%20%2F%2Fevil.example', 'a leading space'],
    ['next=evil.example', 'no leading slash'],
    ['next=', 'empty'],
    ['', 'absent'],
  ])('when an attacker sends %s (%s), then it is ignored', (query) => {
    expect(nextOf(query)).toBeUndefined();
  });

  it.each([
    ['next=%2Fdelivery', '/delivery'],
    ['next=%2Fadmin%2Fusers%3Fpage%3D2', '/admin/users?page=2'],
    ['next=%2Faccount%23orders', '/account#orders'],
    ['next=%2Fappliance%2F..%2Fdelivery', '/delivery'],
  ])('when next is %s, then the landing is %s on this site', (query, path) => {
    expect(nextOf(query)).toBe(path);
  });

  it('when a customer asks for a path of this site, then they land there; an admin only on the back office', () => {
    expect(landingPath({ role: 'customer', next: '/delivery', pickedAsGuest: false })).toBe('/delivery');
    expect(landingPath({ role: 'admin', next: '/delivery', pickedAsGuest: false })).toBe('/admin/dashboard');
    expect(landingPath({ role: 'admin', next: '/admin/users', pickedAsGuest: false })).toBe('/admin/users');
  });
});
