import { isRentable } from '@rto/rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import type { Product, ProductUpdate } from '../../api';
import { formatUsd } from '../../lib/money';
import { Button } from '../../ui/Button';
import { ProductPhoto } from '../../ui/ProductPhoto';
import { TextField } from '../../ui/TextField';
import own from './ProductModals.module.css';
import { readImageSize } from './read-image-size';
import styles from '../shared/admin.module.css';
import { Badge, capitalise, Details, EditDialog, statusTone, ViewDialog } from '../shared';
import { STATUS_CHOICES, cleanFeatures, MIN_PHOTO_SIDE, photoProblem, photoSizeProblem, statusChoiceOf, statusFromUnits, unitCountOf, unitsOf, type StatusChoice } from './inventory-rules';

export function StockBadge({ status }: { status: Product['stock_status'] }) {
  return <Badge tone={statusTone(status)}>{capitalise(status)}</Badge>;
}

export function TypeBadge({ combo }: { combo: boolean }) {
  return combo ? <Badge tone="blue">Combo</Badge> : <Badge tone="gray">Single</Badge>;
}

/** View (spec 2.16): photo, status and type badges, id, price, status, combo, key features, version, Available for Rent. */
export function ProductViewModal({ product, onClose, onEdit }: { product: Product; onClose: () => void; onEdit: () => void }) {
  return (
    <ViewDialog title={product.name} editLabel="Edit" onClose={onClose} onEdit={onEdit}>
      <ProductPhoto className={styles.photo} photo={product.photo} alt={product.name} />
      <p className={styles.actions} style={{ margin: 'var(--space-3) 0' }}>
        <StockBadge status={product.stock_status} />
        <TypeBadge combo={product.combo} />
      </p>
      <Details
        rows={[
          ['ID', product._id],
          ['Monthly Price', `${formatUsd(product.monthly_price)}/mo`],
          ['Status', capitalise(product.stock_status)],
          ['Combo', product.combo ? 'Yes' : 'No'],
          ['Key Features', product.key_features.length > 0 ? product.key_features.join(', ') : 'None'],
          ['Version', String(product.__v)],
          ['Units', unitsSummary(product)],
          // 'low' (2 or fewer on the shelf) is rentable too.
          ['Available for Rent', isRentable(product.stock_status) ? 'Yes' : 'No'],
        ]}
      />
    </ViewDialog>
  );
}

/** "4 available, 1 reserved, 6 rented, 0 in maintenance". */
function unitsSummary(product: Product): string {
  const units = unitsOf(product);
  return `${units.available} available, ${units.reserved} reserved, ${units.rented} rented, ${units.maintenance} in maintenance`;
}

const PHOTO_TOAST = 'product-photo-problem';

interface ChosenPhoto {
  file: File;
  preview: string;
}

/** The chosen photo and its preview URL, released when another is chosen, it is removed, or the modal closes. */
function useChosenPhoto() {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const current = useRef<ChosenPhoto | null>(null);
  useEffect(() => () => {
    if (current.current) URL.revokeObjectURL(current.current.preview);
  }, []);
  function choose(file: File | null) {
    if (current.current) URL.revokeObjectURL(current.current.preview);
    const next = file ? { file, preview: URL.createObjectURL(file) } : null;
    current.current = next;
    setPhoto(next);
  }
  return [photo, choose] as const;
}

interface EditProps {
  product: Product;
  saving: boolean;
  onCancel: () => void;
  onSave: (update: ProductUpdate) => void;
}

/**
 * Edit (spec 2.16): name, price, stock status, combo, photo with preview and removal, key features, and the units on
 * the shelf and in maintenance. Available, Low and Rented follow the units (shown, not chosen); Maintenance and
 * Discontinued are the admin's.
 */
export function ProductEditModal({ product, saving, onCancel, onSave }: EditProps) {
  const formId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(product.name);
  const [price, setPrice] = useState(String(product.monthly_price));
  const [choice, setChoice] = useState<StatusChoice>(statusChoiceOf(product.stock_status));
  const units = unitsOf(product);
  const [available, setAvailable] = useState(String(units.available));
  const [maintenance, setMaintenance] = useState(String(units.maintenance));
  const availableCount = unitCountOf(available);
  const [combo, setCombo] = useState(product.combo);
  const [features, setFeatures] = useState<string[]>(product.key_features);
  const [photo, setPhoto] = useChosenPhoto();
  const preview = photo?.preview ?? null;

  // The latest pick: a slower check of an earlier one must not overrule it.
  const picking = useRef<File | null>(null);

  async function choosePhoto(file: File | undefined) {
    picking.current = file ?? null;
    if (!file) return;
    const problem = photoProblem(file) ?? photoSizeProblem(await readImageSize(file));
    if (picking.current !== file) return;
    if (problem) {
      // One toast for the photo, replaced by the next problem and gone once a good photo is picked.
      toast.error(problem, { id: PHOTO_TOAST });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    toast.dismiss(PHOTO_TOAST);
    setPhoto(file);
  }

  function removePhoto() {
    setPhoto(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const monthlyPrice = Number(price);
    if (name.trim() === '') {
      toast.error('Please enter a name');
      return;
    }
    if (price.trim() === '' || !Number.isFinite(monthlyPrice) || monthlyPrice < 0) {
      toast.error('Please enter a valid price');
      return;
    }
    const maintenanceCount = unitCountOf(maintenance);
    if (availableCount === null || maintenanceCount === null) {
      toast.error('Unit counts must be whole numbers of at least 0');
      return;
    }
    onSave({
      name: name.trim(),
      monthly_price: monthlyPrice,
      // The server derives Available, Low or Rented from the units; the product's own status is sent unchanged.
      stock_status: choice === 'units' ? (statusChoiceOf(product.stock_status) === 'units' ? product.stock_status : 'available') : choice,
      units_available: availableCount,
      units_maintenance: maintenanceCount,
      combo,
      key_features: cleanFeatures(features),
      ...(photo ? { photo: photo.file } : {}),
    });
  }

  return (
    <EditDialog title="Edit Product" formId={formId} saving={saving} onCancel={onCancel} wide>
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-label="Edit product">
        <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        <TextField label="Monthly Price" type="number" min={0} step={0.01} value={price} onChange={(event) => setPrice(event.target.value)} />
        <label className={styles.toolbarField}>
          <span>Stock Status</span>
          <select value={choice} onChange={(event) => setChoice(event.target.value as StatusChoice)}>
            {STATUS_CHOICES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {choice === 'units' && (
          <p className={styles.muted} aria-live="polite">
            Status from the units: <StockBadge status={availableCount === null ? product.stock_status : statusFromUnits(availableCount)} /> (Low at 2 or fewer available, Rented at none)
          </p>
        )}
        <TextField label="Units Available" type="number" min={0} step={1} value={available} onChange={(event) => setAvailable(event.target.value)} />
        <TextField label="Units in Maintenance" type="number" min={0} step={1} value={maintenance} onChange={(event) => setMaintenance(event.target.value)} />
        <p className={styles.muted}>
          Reserved for placed orders: {units.reserved} · Rented: {units.rented}
        </p>
        <label>
          <input type="checkbox" checked={combo} onChange={(event) => setCombo(event.target.checked)} /> Combo set
        </label>

        <fieldset className={own.fieldset}>
          <legend className={own.legend}>Photo</legend>
          <ProductPhoto className={styles.photo} photo={preview ?? product.photo} alt={preview ? 'New photo preview' : 'Current photo'} priority />
          <p className={styles.muted}>At least {MIN_PHOTO_SIDE} x {MIN_PHOTO_SIDE} pixels.</p>
          <div className={styles.actions}>
            <label className={own.fileField}>
              <span>Upload a new photo (image, under 5 MB)</span>
              <input ref={fileInput} className={own.fileInput} type="file" accept="image/*" onChange={(event) => void choosePhoto(event.target.files?.[0])} />
            </label>
            {photo && (
              <Button small variant="secondary" onClick={removePhoto}>
                Remove photo
              </Button>
            )}
          </div>
        </fieldset>

        <fieldset className={own.fieldset}>
          <legend className={own.legend}>Key Features</legend>
          <ul className={styles.list}>
            {features.map((feature, index) => (
              // The list is edited in place: an entry's position is its identity while the modal is open.
              <li key={index} className={styles.actions}>
                <input
                  aria-label={`Key feature ${index + 1}`}
                  value={feature}
                  onChange={(event) => {
                    const value = event.target.value;
                    setFeatures((current) => current.map((entry, at) => (at === index ? value : entry)));
                  }}
                />
                <Button small variant="ghost" aria-label={`Remove key feature ${index + 1}`} onClick={() => setFeatures((current) => current.filter((_, at) => at !== index))}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <Button small variant="secondary" onClick={() => setFeatures((current) => [...current, ''])} style={{ justifySelf: 'start' }}>
            Add Feature
          </Button>
        </fieldset>
      </form>
    </EditDialog>
  );
}
