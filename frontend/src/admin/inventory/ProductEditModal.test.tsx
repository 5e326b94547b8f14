import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../../api';
import { aProduct } from '../../test/builders';
import { ProductEditModal } from './ProductModals';

function openEdit(product: Product) {
  const onSave = vi.fn();
  render(<ProductEditModal product={product} saving={false} onCancel={() => undefined} onSave={onSave} />);
  return { onSave, status: screen.getByRole('combobox', { name: 'Stock Status' }) };
}

describe('the product edit dialog', () => {
  it.each(['low', 'available', 'rented', 'maintenance', 'discontinued'] as const)('when a %s product is edited, then its real status is preselected and an untouched save keeps it', async (status) => {
    const { onSave, status: select } = openEdit(aProduct({ stock_status: status }));
    expect(select).toHaveValue(status);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ stock_status: status }));
  });

  it('when the admin picks another status, then that one is saved', async () => {
    const { onSave, status } = openEdit(aProduct({ stock_status: 'low' }));
    await userEvent.selectOptions(status, 'rented');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ stock_status: 'rented' }));
  });
});
