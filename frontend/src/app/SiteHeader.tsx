import { Link, NavLink, useNavigate } from 'react-router';
import { api } from '../api';
import { BRAND_NAME } from '../lib/brand';
import { clearToken, getToken, useIsLoggedIn } from '../lib/session';
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

export function SiteHeader() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();

  function logOut() {
    const token = getToken();
    // Ends the account's sessions on the server (on every device), so the token is worthless even if it leaked.
    // Sent first, then this device forgets the token at once: log-out never waits on the network, and a failed
    // call still logs this device out.
    if (token) void api.logout(token).catch(() => undefined);
    clearToken();
    navigate('/?login=true');
  }

  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={loggedIn ? '/appliance' : '/'} className={styles.brand}>
            <Logo />
            {BRAND_NAME}
          </Link>
          <nav className={styles.nav} aria-label="Main">
            <NavLink to="/appliance" className={styles.navLink}>
              Appliances
            </NavLink>
            <NavLink to="/contact" className={styles.navLink}>
              Support
            </NavLink>
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
