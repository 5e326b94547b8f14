import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../../api';
import { aProduct } from '../../test/builders';
import { ProductEditModal } from './ProductModals';

const units = { available: 4, reserved: 1, rented: 6, maintenance: 1 };

function openEdit(product: Product) {
  const onSave = vi.fn();
  render(<ProductEditModal product={product} saving={false} onCancel={() => undefined} onSave={onSave} />);
  return { onSave, status: screen.getByRole('combobox', { name: 'Stock Status' }) };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('the product edit dialog', () => {
  it.each(['low', 'available', 'rented'] as const)('when a %s product is edited, then its status follows the units (shown, not chosen) and an untouched save keeps it', async (status) => {
    const { onSave, status: select } = openEdit(aProduct({ stock_status: status, units }));
    expect(select).toHaveValue('units');
    expect(screen.getByText('Reserved for placed orders: 1 · Rented: 6')).toBeInTheDocument();
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ stock_status: status, units_available: 4, units_maintenance: 1 }));
  });

  it.each(['maintenance', 'discontinued'] as const)('when a %s product is edited, then the admin\'s status is preselected and kept', async (status) => {
    const { onSave, status: select } = openEdit(aProduct({ stock_status: status, units }));
    expect(select).toHaveValue(status);
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ stock_status: status }));
  });

  it('when the admin counts units, then the status they give shows at once and the counts are saved', async () => {
    const { onSave } = openEdit(aProduct({ stock_status: 'available', units }));
    const availableField = screen.getByLabelText('Units Available');
    await userEvent.clear(availableField);
    await userEvent.type(availableField, '2');
    expect(screen.getByText('Low')).toBeInTheDocument();
    await userEvent.clear(availableField);
    await userEvent.type(availableField, '0');
    expect(screen.getByText('Rented')).toBeInTheDocument();
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ stock_status: 'available', units_available: 0, units_maintenance: 1 }));
  });

  it('when a count is not a whole number from 0, then nothing is saved', async () => {
    const { onSave } = openEdit(aProduct({ units }));
    const maintenanceField = screen.getByLabelText('Units in Maintenance');
    await userEvent.clear(maintenanceField);
    await userEvent.type(maintenanceField, '-1');
    await save();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('when the admin takes a product out of the pool, then maintenance is saved', async () => {
    const { onSave, status } = openEdit(aProduct({ stock_status: 'low', units }));
    await userEvent.selectOptions(status, 'maintenance');
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ stock_status: 'maintenance' }));
  });
});
