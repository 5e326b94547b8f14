import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from '../../lib/toast';
import { ApiError, api, type Product, type ProductUpdate } from '../../api';
import { formatUsd } from '../../lib/money';
import { ProductPhoto } from '../../ui/ProductPhoto';
import { adminKeys } from '../../api/query-keys';
import styles from '../shared/admin.module.css';
import { AdminTable, DEFAULT_PAGE_SIZE, ListToolbar, NameCell, pageOf, RowActions, SelectField, StatCard, StatGrid, totalPagesOf, useListSearch } from '../shared';
import {
  PRICE_OPTIONS,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
  filterInventory,
  firstOf,
  inventoryCounts,
  unitsOf,
  type PriceBand,
  type StatusFilter,
  type TypeFilter,
} from './inventory-rules';
import { ProductEditModal, ProductViewModal, StockBadge } from './ProductModals';

/** The admin pulls the whole catalogue at once (spec 7: page 1, limit 1000) and filters it in the client. */
const CATALOGUE_LIMIT = 1000;

type Dialog = { kind: 'view' | 'edit'; product: Product } | null;

function updateFailure(error: unknown): string {
  const reason = error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : String(error);
  return `Error updating product: ${reason}`;
}

/** Appliance & Inventory Tracking (spec 2.16). */
export function InventoryPage() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<TypeFilter>('all');
  const [price, setPrice] = useState<PriceBand>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useListSearch(DEFAULT_PAGE_SIZE, [status, type, price]);

  const products = useQuery({
    queryKey: adminKeys.adminProducts,
    queryFn: async () => (await api.getProducts({ page: 1, limit: CATALOGUE_LIMIT })).products,
  });

  const all = useMemo(() => products.data ?? [], [products.data]);
  const filtered = useMemo(() => filterInventory(all, { search: list.debouncedSearch, status, type, price }), [all, list.debouncedSearch, status, type, price]);
  const counts = inventoryCounts(all);
  const totalPages = totalPagesOf(filtered.length, list.limit);
  const currentPage = Math.min(list.page, totalPages);
  const rows = pageOf(filtered, currentPage, list.limit);

  const save = useMutation({
    mutationFn: ({ product, update }: { product: Product; update: ProductUpdate }) => api.updateProduct(product._id, update),
    onSuccess: (answer) => {
      if (!answer.success) {
        toast.error('Failed to update product');
        return;
      }
      setDialog(null);
      toast.success('Product updated successfully!');
      // The storefront's catalogue too, so /appliance shows the change (a new photo included) at once.
      void queryClient.invalidateQueries({ queryKey: adminKeys.adminProducts });
      void queryClient.invalidateQueries({ queryKey: adminKeys.products });
    },
    onError: (error) => toast.error(updateFailure(error)),
  });

  return (
    <>
      <StatGrid>
        <StatCard label="Total Inventory" value={products.data ? counts.total : '—'} />
        <StatCard label="Available" value={products.data ? counts.available : '—'} />
        <StatCard label="Reserved" value={products.data ? counts.reserved : '—'} />
        <StatCard label="Rented" value={products.data ? counts.rented : '—'} />
        <StatCard label="Maintenance" value={products.data ? counts.maintenance : '—'} />
      </StatGrid>

      <ListToolbar list={list} searchLabel="Search inventory" placeholder="Name, ID or features">
        <SelectField label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
        <SelectField label="Type" value={type} options={TYPE_OPTIONS} onChange={setType} />
        <SelectField label="Price" value={price} options={PRICE_OPTIONS} onChange={setPrice} />
      </ListToolbar>

      <AdminTable
        label="Inventory"
        columns={['Item', 'Photo', 'Monthly Price', 'Status', 'Combo', 'Key Features', 'Actions']}
        query={products}
        errorMessage="Failed to load products data"
        loadingText="Loading inventory…"
        emptyText="No products found"
        empty={products.isSuccess && rows.length === 0}
        paging={products.isSuccess && { currentPage, totalPages, limit: list.limit, total: filtered.length }}
        onPageChange={list.setPage}
      >
        {rows.map((product) => {
          const features = firstOf(product.key_features, 2);
          return (
            <tr key={product._id} aria-label={product.name}>
              <NameCell name={product.name}>
                <div className={styles.muted}>{product._id}</div>
              </NameCell>
              <td>
                <ProductPhoto className={styles.thumb} photo={product.photo} alt={product.name} size={56} />
              </td>
              <td>{formatUsd(product.monthly_price)}</td>
              <td>
                <StockBadge status={product.stock_status} />
                <div className={styles.muted}>{unitsOf(product).available} available</div>
              </td>
              <td>{product.combo ? 'Yes' : 'No'}</td>
              <td>
                {features.shown.join(', ') || '—'}
                {features.more > 0 && <span className={styles.muted}> +{features.more} more</span>}
              </td>
              <td>
                <RowActions onView={() => setDialog({ kind: 'view', product })} onEdit={() => setDialog({ kind: 'edit', product })} />
              </td>
            </tr>
          );
        })}
      </AdminTable>

      {dialog?.kind === 'view' && (
        <ProductViewModal product={dialog.product} onClose={() => setDialog(null)} onEdit={() => setDialog({ kind: 'edit', product: dialog.product })} />
      )}
      {dialog?.kind === 'edit' && (
        <ProductEditModal
          product={dialog.product}
          saving={save.isPending}
          onCancel={() => setDialog(null)}
          onSave={(update) => save.mutate({ product: dialog.product, update })}
        />
      )}
    </>
  );
}
