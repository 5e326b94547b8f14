import { Link, NavLink, useNavigate } from 'react-router';
import { api } from '../api';
import { OPEN_CART_STATE } from '../catalog/cart/cart-link';
import { clearCart, useCartCount } from '../lib/cart/cart-storage';
import { BRAND_NAME } from '../lib/brand';
import { clearToken, getToken, useIsLoggedIn } from '../lib/session';
import { useSessionRole } from './session-user';
import styles from './SiteHeader.module.css';

function Logo() {
  return (
    <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#ffffff" fillOpacity="0.14" />
      <rect x="9" y="6" width="14" height="20" rx="2" fill="none" stroke="#fff" strokeWidth="2" />
      <line x1="9" y1="13" x2="23" y2="13" stroke="#fff" strokeWidth="2" />
      <line x1="12" y1="9" x2="12" y2="11" stroke="#5fd3c6" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg className={styles.cartIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h2.5l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h7.9a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="10" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** The cart badge: how many items are picked; it opens the cart overlay on the catalogue. */
function CartLink() {
  const count = useCartCount();
  return (
    <Link to="/appliance" state={OPEN_CART_STATE} className={styles.cartLink} aria-label={`Cart, ${count} item(s)`}>
      <CartIcon />
      <span className={styles.cartCount} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

export function SiteHeader() {
  const loggedIn = useIsLoggedIn();
  const role = useSessionRole();
  const navigate = useNavigate();

  function logOut() {
    const token = getToken();
    // Ends the account's sessions on the server (on every device), so the token is worthless even if it leaked.
    // Sent first, then this device forgets the token at once: log-out never waits on the network, and a failed
    // call still logs this device out.
    if (token) void api.logout(token).catch(() => undefined);
    clearToken();
    // The picks belong to the account that leaves: the next person on this device starts with an empty cart, and
    // nothing of theirs joins another account's cart at its log-in.
    clearCart();
    navigate('/?login=true');
  }

  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={loggedIn ? '/appliance' : '/'} className={styles.brand} aria-label={BRAND_NAME}>
            <Logo />
            <span className={styles.brandName}>{BRAND_NAME}</span>
          </Link>
          <nav className={styles.nav} aria-label="Main">
            {/* On a phone the logo leads to the catalogue once logged in, so the link gives way to My Account. */}
            <NavLink to="/appliance" className={[styles.navLink, loggedIn && styles.wideOnly].filter(Boolean).join(' ')}>
              Appliances
            </NavLink>
            <NavLink to="/contact" className={styles.navLink}>
              Support
            </NavLink>
            {role === 'customer' && (
              <NavLink to="/dashboard" className={styles.navLink}>
                My Account
              </NavLink>
            )}
            {role === 'admin' && (
              <NavLink to="/admin/dashboard" className={styles.navLink}>
                Admin
              </NavLink>
            )}
            {role !== 'admin' && <CartLink />}
            {loggedIn ? (
              <button type="button" className={styles.navButton} onClick={logOut}>
                Log out
              </button>
            ) : (
              <Link to="/?login=true" className={styles.navButton}>
                Log in
              </Link>
            )}
          </nav>
        </div>
      </header>
    </>
  );
}
