import { Link } from 'react-router';
import { GUIDE_LINKS } from '../support/troubleshooting/guide-links';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Troubleshooting guides">
          <h2 className={styles.heading}>Troubleshooting</h2>
          <ul className={styles.links}>
            {GUIDE_LINKS.map((guide) => (
              <li key={guide.path}>
                <Link to={guide.path}>{guide.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Need a hand?</h2>
          <ul className={styles.links}>
            <li>
              <Link to="/contact">Contact support</Link>
            </li>
            <li>
              <Link to="/reset-password">Reset password</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
