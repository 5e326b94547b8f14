import { describe, expect, it } from 'vitest';
import { validateUserForm } from './user-form';

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', mobile: '' };

describe('Edit User validation (spec 5)', () => {
  it('when every field is right, then there is no error (mobile may be empty)', () => {
    expect(validateUserForm(valid)).toEqual({});
    expect(validateUserForm({ ...valid, mobile: '+1 (555) 010-0200' })).toEqual({});
  });

  it('when the name is blank, then "Name is required"', () => {
    expect(validateUserForm({ ...valid, name: '   ' })).toEqual({ name: 'Name is required' });
  });

  it('when the email is empty or does not look like one, then its message', () => {
    expect(validateUserForm({ ...valid, email: '' })).toEqual({ email: 'Email is required' });
    expect(validateUserForm({ ...valid, email: 'ada@example' })).toEqual({ email: 'Please enter a valid email' });
    expect(validateUserForm({ ...valid, email: 'ada example.com' })).toEqual({ email: 'Please enter a valid email' });
  });

  it('when the mobile has letters or a plus inside, then "Please enter a valid phone number"', () => {
    expect(validateUserForm({ ...valid, mobile: '555-CALL' })).toEqual({ mobile: 'Please enter a valid phone number' });
    expect(validateUserForm({ ...valid, mobile: '1+555' })).toEqual({ mobile: 'Please enter a valid phone number' });
  });

  it('when several fields are wrong, then each has its own message', () => {
    expect(validateUserForm({ name: '', email: 'x', mobile: 'abc' })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email',
      mobile: 'Please enter a valid phone number',
    });
  });
});
