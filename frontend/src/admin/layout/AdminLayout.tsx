import { useQuery } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../../api';
import { PageErrorBoundary } from '../../ui/PageErrorBoundary';
import { useToastsBelow } from '../../ui/toast-band';
import { clearToken, getToken } from '../../lib/session';
import { ADMIN_SECTIONS } from '../sections';
import { adminKeys } from '../../api/query-keys';
import styles from './AdminLayout.module.css';

/** How often the bell asks for the unread count, while the back office is open. */
const UNREAD_POLL_MS = 60_000;

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/** The header's bell: the real number of unread notifications (spec 2.12 showed a fixed 3). */
function NotificationBell() {
  const unread = useQuery({
    queryKey: adminKeys.unreadCount,
    queryFn: async () => (await api.getNotifications({ page: 1, limit: 1 })).unreadCount,
    refetchInterval: UNREAD_POLL_MS,
  });
  const count = unread.data ?? 0;
  return (
    <Link to="/admin/notifications" className={styles.bell} aria-label={`Notifications, ${count} unread`}>
      <BellIcon />
      {count > 0 && (
        <span className={styles.count} data-testid="unread-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

/** The back office's frame (spec 2.12): sidebar links, a header with the bell and the 'AD' avatar, the screen. */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const title = ADMIN_SECTIONS.find((section) => pathname.startsWith(`/admin/${section.path}`))?.title ?? 'Admin';
  // Toasts under the screen's title, not over it (the log-in toast hid it).
  const titleRef = useRef<HTMLHeadingElement>(null);
  useToastsBelow(titleRef);

  function logOut() {
    const token = getToken();
    if (token) void api.logout(token).catch(() => undefined);
    clearToken();
    navigate('/?login=true');
  }

  return (
    <div className={styles.shell}>
      <aside id="admin-sidebar" className={[styles.sidebar, menuOpen && styles.sidebarOpen].filter(Boolean).join(' ')} aria-label="Admin">
        <span className={styles.brand}>Admin Panel</span>
        <nav className={styles.nav} aria-label="Admin sections">
          {ADMIN_SECTIONS.map((section) => (
            // A link closes the drawer (below 1024 px it covers the screen).
            <NavLink key={section.path} to={`/admin/${section.path}`} className={styles.navLink} onClick={() => setMenuOpen(false)}>
              {section.label}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className={styles.column}>
        <header className={styles.header}>
          <button
            type="button"
            className={styles.menuButton}
            aria-controls="admin-sidebar"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? 'Close menu' : 'Menu'}
          </button>
          <span className={styles.spacer} />
          <NotificationBell />
          <span className={styles.avatar} role="img" aria-label="Admin">
            AD
          </span>
          <button type="button" className={styles.logout} onClick={logOut}>
            Log out
          </button>
        </header>
        <main id="main" className={styles.main} tabIndex={-1}>
          <h1 ref={titleRef} className={styles.title}>
            {title}
          </h1>
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<p role="status">Loading…</p>}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
      </div>
    </div>
  );
}
