import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../api';
import { aProduct } from '../../test/builders';
import { ProductEditModal } from './ProductModals';
import { readImageSize } from './read-image-size';

// jsdom decodes no images: the picked file's size is what the test says it is.
vi.mock('./read-image-size', () => ({ readImageSize: vi.fn() }));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), dismiss: vi.fn(), success: vi.fn() } }));

const units = { available: 4, reserved: 1, rented: 6, maintenance: 1 };

async function openEdit(product: Product) {
  const onSave = vi.fn();
  render(<ProductEditModal product={product} saving={false} onCancel={() => undefined} onSave={onSave} />);
  // The dialog's chunk loads on its first opening (ui/Modal.tsx).
  return { onSave, status: await screen.findByRole('combobox', { name: 'Stock Status' }) };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('the product edit dialog', () => {
  it.each(['low', 'available', 'rented'] as const)('when a %s product is edited, then its status follows the units (shown, not chosen) and an untouched save keeps it', async (status) => {
    const { onSave, status: select } = await openEdit(aProduct({ stock_status: status, units }));
    expect(select).toHaveValue('units');
    expect(screen.getByText('Reserved for placed orders: 1 · Rented: 6')).toBeInTheDocument();
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ stock_status: status, units_available: 4, units_maintenance: 1 }));
  });

  it.each(['maintenance', 'discontinued'] as const)('when a %s product is edited, then the admin\'s status is preselected and kept', async (status) => {
    const { onSave, status: select } = await openEdit(aProduct({ stock_status: status, units }));
    expect(select).toHaveValue(status);
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ stock_status: status }));
  });

  it('when the admin counts units, then the status they give shows at once and the counts are saved', async () => {
    const { onSave } = await openEdit(aProduct({ stock_status: 'available', units }));
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
    const { onSave } = await openEdit(aProduct({ units }));
    const maintenanceField = screen.getByLabelText('Units in Maintenance');
    await userEvent.clear(maintenanceField);
    await userEvent.type(maintenanceField, '-1');
    await save();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('when the admin takes a product out of the pool, then maintenance is saved', async () => {
    const { onSave, status } = await openEdit(aProduct({ stock_status: 'low', units }));
    await userEvent.selectOptions(status, 'maintenance');
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ stock_status: 'maintenance' }));
  });

  describe('picking a photo', () => {
    beforeEach(() => {
      vi.mocked(toast.error).mockClear();
      vi.mocked(toast.dismiss).mockClear();
      URL.createObjectURL = vi.fn(() => 'blob:preview');
      URL.revokeObjectURL = vi.fn();
    });
    const pick = (name: string) => userEvent.upload(screen.getByLabelText('Upload a new photo (image, under 5 MB)'), new File(['x'], name, { type: 'image/png' }));

    it('when the photo is under 200 x 200 pixels, then it is refused before upload and nothing is saved with it', async () => {
      vi.mocked(readImageSize).mockResolvedValue({ width: 1, height: 1 });
      const { onSave } = await openEdit(aProduct({ units }));
      await pick('blank.png');
      // The screens' toasts reach sonner once it is loaded (lib/toast.ts).
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Image should be at least 200 x 200 pixels', expect.anything()));
      expect(screen.queryByRole('img', { name: 'New photo preview' })).not.toBeInTheDocument();
      await save();
      expect(onSave).toHaveBeenCalledWith(expect.not.objectContaining({ photo: expect.anything() }));
    });

    it('when a good photo follows a refused one, then the refusal\'s toast is dismissed and the preview shows', async () => {
      await openEdit(aProduct({ units }));
      vi.mocked(readImageSize).mockResolvedValue({ width: 1, height: 1 });
      await pick('blank.png');
      await waitFor(() => expect(toast.error).toHaveBeenCalled());
      const [, options] = vi.mocked(toast.error).mock.calls[0]!;
      vi.mocked(readImageSize).mockResolvedValue({ width: 480, height: 360 });
      await pick('washer.png');
      await waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith((options as { id: string }).id));
      expect(await screen.findByRole('img', { name: 'New photo preview' })).toHaveAttribute('src', 'blob:preview');
    });
  });
});
