import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { DashboardData, DashboardOrder } from '../api';
import { Card } from '../ui/Page';
import { ACCOUNT_MESSAGES, filterCards, itemCards, openInvoiceDue, type OrdersTab } from './account-rules';
import { PayNowCardModal } from './PayNowCardModal';
import styles from './AccountPage.module.css';
import { OrderItemCard } from './OrderItemCard';
import { usePayNow, usePayOff, useReorder } from './useAccount';

const TABS: readonly { id: OrdersTab; label: string; empty: string }[] = [
  { id: 'current', label: 'Current Orders', empty: ACCOUNT_MESSAGES.noCurrentOrders },
  { id: 'past', label: 'Past Orders', empty: ACCOUNT_MESSAGES.noPastOrders },
];

const SEARCH_LABEL = 'Search orders (name, ID, product)';

interface OrdersSectionProps {
  orders: readonly DashboardOrder[];
  user: DashboardData['user'];
  onViewInvoice: (invoiceId: string) => void;
  className?: string;
  /** The customer's invoices: an open one shows its order due (no card on file). */
  invoices?: DashboardData['invoices'];
  /** A card on file: Pay Now charges it; none, Pay Now asks for one in a dialog. */
  hasCard?: boolean;
  postalCode?: string;
}

/** Current Orders (default) and Past Orders, one card per item, filtered by the search box as it is typed. */
export function OrdersSection({ orders, user, onViewInvoice, className, invoices = [], hasCard = true, postalCode = '' }: OrdersSectionProps) {
  const [payingWithCard, setPayingWithCard] = useState<string | null>(null);
  const [tab, setTab] = useState<OrdersTab>('current');
  const [query, setQuery] = useState('');
  const tabRefs = useRef(new Map<OrdersTab, HTMLButtonElement>());
  const baseId = useId();
  const payNow = usePayNow();
  const payOff = usePayOff();
  const reorder = useReorder();

  const all = useMemo(() => itemCards(orders, tab), [orders, tab]);
  const shown = useMemo(() => filterCards(all, query), [all, query]);
  const current = TABS.find((entry) => entry.id === tab) ?? TABS[0]!;

  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern); the panel is the next stop of Tab.
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const index = TABS.findIndex((entry) => entry.id === tab);
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : (index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    const target = TABS[next]!.id;
    setTab(target);
    tabRefs.current.get(target)?.focus();
  }

  return (
    <Card className={className}>
      <div className={styles.section}>
        <h2 id={`${baseId}-title`} className={styles.sectionTitle}>
          Your Orders
        </h2>
        <div className={styles.toolbar}>
          <div className={styles.tabs} role="tablist" aria-label="Orders">
            {TABS.map((entry) => (
              <button
                key={entry.id}
                ref={(element) => {
                  if (element) tabRefs.current.set(entry.id, element);
                  else tabRefs.current.delete(entry.id);
                }}
                type="button"
                role="tab"
                id={`${baseId}-${entry.id}`}
                aria-selected={tab === entry.id}
                aria-controls={`${baseId}-panel`}
                tabIndex={tab === entry.id ? 0 : -1}
                className={styles.tab}
                onClick={() => setTab(entry.id)}
                onKeyDown={onTabKey}
              >
                {entry.label}
              </button>
            ))}
          </div>
          <input
            type="search"
            className={styles.search}
            aria-label={SEARCH_LABEL}
            placeholder={SEARCH_LABEL}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}`}>
          <p className="visually-hidden" role="status">
            {query.trim() ? `${shown.length} of ${all.length} shown` : ''}
          </p>
          {all.length === 0 ? (
            <p className={styles.empty}>{current.empty}</p>
          ) : shown.length === 0 ? (
            <p className={styles.empty}>{ACCOUNT_MESSAGES.noMatches}</p>
          ) : (
            <ul className={styles.cards} aria-label={current.label}>
              {shown.map((card) => (
                <OrderItemCard
                  key={card.key}
                  card={card}
                  user={user}
                  onPayNow={(orderId) => (hasCard ? payNow.mutate(orderId) : setPayingWithCard(orderId))}
                  dueOn={openInvoiceDue(invoices, card.order._id)}
                  paying={payNow.isPending && payNow.variables === card.order._id}
                  onPayOff={(orderId) => payOff.mutate(orderId)}
                  payingOff={payOff.isPending && payOff.variables === card.order._id}
                  onViewInvoice={onViewInvoice}
                  onReorder={() => reorder.mutate(card.order)}
                  reordering={reorder.isPending && reorder.variables?._id === card.order._id}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
      <PayNowCardModal orderId={payingWithCard} onClose={() => setPayingWithCard(null)} postalCode={postalCode} />
    </Card>
  );
}
