import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { backendAssetUrl, type Product, type ProductUpdate } from '../../api';
import { formatUsd } from '../../lib/money';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import styles from '../shared/admin.module.css';
import { Badge, capitalise, Details, EditDialog, statusTone, ViewDialog } from '../shared';
import { STOCK_STATUSES, cleanFeatures, photoProblem } from './inventory-rules';

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
      <img className={styles.photo} src={backendAssetUrl(product.photo)} alt={product.name} />
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
          ['Available for Rent', product.stock_status === 'available' ? 'Yes' : 'No'],
        ]}
      />
    </ViewDialog>
  );
}

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

type EditableStatus = ProductUpdate['stock_status'];

/** Edit (spec 2.16): name, price, stock status, combo, photo with preview and removal, key features. */
export function ProductEditModal({ product, saving, onCancel, onSave }: EditProps) {
  const formId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(product.name);
  const [price, setPrice] = useState(String(product.monthly_price));
  // The product's real status, 'low' included: saving an untouched dialog never changes it (issue 21).
  const [stockStatus, setStockStatus] = useState<EditableStatus>(product.stock_status);
  const [combo, setCombo] = useState(product.combo);
  const [features, setFeatures] = useState<string[]>(product.key_features);
  const [photo, setPhoto] = useChosenPhoto();
  const preview = photo?.preview ?? null;

  function choosePhoto(file: File | undefined) {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      toast.error(problem);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
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
    onSave({
      name: name.trim(),
      monthly_price: monthlyPrice,
      stock_status: stockStatus,
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
          <select value={stockStatus} onChange={(event) => setStockStatus(event.target.value as EditableStatus)}>
            {STOCK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {capitalise(status)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={combo} onChange={(event) => setCombo(event.target.checked)} /> Combo set
        </label>

        <fieldset>
          <legend>Photo</legend>
          <img className={styles.photo} src={preview ?? backendAssetUrl(product.photo)} alt={preview ? 'New photo preview' : 'Current photo'} />
          <div className={styles.actions} style={{ marginTop: 'var(--space-2)' }}>
            <label className={styles.toolbarField}>
              <span>Upload a new photo (image, under 5 MB)</span>
              <input ref={fileInput} type="file" accept="image/*" onChange={(event) => choosePhoto(event.target.files?.[0])} />
            </label>
            {photo && (
              <Button small variant="secondary" onClick={removePhoto}>
                Remove photo
              </Button>
            )}
          </div>
        </fieldset>

        <fieldset>
          <legend>Key Features</legend>
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
          <Button small variant="secondary" onClick={() => setFeatures((current) => [...current, ''])} style={{ marginTop: 'var(--space-2)' }}>
            Add Feature
          </Button>
        </fieldset>
      </form>
    </EditDialog>
  );
}
