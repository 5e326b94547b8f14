import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AddressForm } from './AddressForm';
import { EMPTY_ADDRESS, type AddressDraft } from './address-form';

function Harness({ initial = EMPTY_ADDRESS, showAll = false }: { initial?: AddressDraft; showAll?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AddressForm value={value} onChange={setValue} showAll={showAll} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const field = (name: string) => screen.getByLabelText(name);
const errorOf = (name: string) => document.getElementById(`${field(name).id}-error`)?.textContent ?? '';

describe('the delivery address form', () => {
  it('when the form opens prefilled from the picked city, then street, unit, city, state, ZIP and access notes are offered with the city filled', () => {
    render(<Harness initial={{ ...EMPTY_ADDRESS, city: 'Indianapolis', state: 'IN' }} />);
    expect(screen.getByRole('group', { name: 'Delivery address' })).toBeInTheDocument();
    expect(field('Street address')).toHaveValue('');
    expect(field('Apt / unit (optional)')).toHaveValue('');
    expect(field('City')).toHaveValue('Indianapolis');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('IN');
    expect(field('ZIP code')).toHaveValue('');
    expect(field('Access notes (optional)')).toHaveAccessibleDescription(/Stairs, a gate code/);
    // Nothing is called wrong before the customer did anything.
    expect(screen.queryByText(/Please enter/)).not.toBeInTheDocument();
  });

  it('when Schedule Delivery was pressed with the street missing and a ZIP code of another state, then each message shows under its field', () => {
    render(<Harness initial={{ ...EMPTY_ADDRESS, city: 'Indianapolis', state: 'IN', zipCode: '90210' }} showAll />);
    expect(field('Street address')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf('Street address')).toContain('Please enter the street address');
    expect(field('ZIP code')).toHaveAccessibleDescription(/ZIP code 90210 is not in Indiana/);
    expect(field('City')).not.toHaveAttribute('aria-invalid');
  });

  it('when the customer leaves a field wrong, then its message shows at once, and goes when they fix it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ ...EMPTY_ADDRESS, city: 'Indianapolis', state: 'IN' }} />);
    await user.type(field('ZIP code'), '4620');
    await user.tab();
    expect(errorOf('ZIP code')).toContain('The ZIP code must be 5 digits');
    await user.type(field('ZIP code'), '4');
    expect(field('ZIP code')).not.toHaveAttribute('aria-invalid');

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'OH');
    await user.tab();
    expect(errorOf('ZIP code')).toContain('ZIP code 46204 is not in Ohio');
  });

  it('when the customer types the street, unit and notes, then the form holds them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field('Street address'), '200 E Washington St');
    await user.type(field('Apt / unit (optional)'), 'Apt 4');
    await user.type(field('Access notes (optional)'), 'Gate code 1234');
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '')).toMatchObject({ street: '200 E Washington St', unit: 'Apt 4', accessNotes: 'Gate code 1234' });
  });
});
