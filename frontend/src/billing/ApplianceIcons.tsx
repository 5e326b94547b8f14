import styles from './BillingPage.module.css';

const ICONS = [
  {
    label: 'Refrigerator',
    path: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 2v5h10V4H7Zm0 7v9h10v-9H7Zm2-5h1.5v2H9V6Zm0 7h1.5v3H9v-3Z',
  },
  {
    label: 'Washer & Dryer',
    path: 'M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 2v2h12V4H6Zm6 4a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z',
  },
  {
    label: 'Deep Freezer',
    path: 'M3 8h18a1 1 0 0 1 1 1v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a1 1 0 0 1 1-1Zm1 2v9h16v-9H4Zm7 1.5h2v1.3l1.1-.7 1 1.7-1.1.7 1.1.7-1 1.7-1.1-.7V17h-2v-1.3l-1.1.7-1-1.7 1.1-.7-1.1-.7 1-1.7 1.1.7v-1.3ZM6 4h12v2H6V4Z',
  },
] as const;

/** Spec 2.6: icons for Refrigerator, Washer & Dryer and Deep Freezer. */
export function ApplianceIcons() {
  return (
    <ul className={styles.icons} aria-label="Appliances you can rent">
      {ICONS.map((icon) => (
        <li key={icon.label}>
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path fill="currentColor" fillRule="evenodd" d={icon.path} />
          </svg>
          <span>{icon.label}</span>
        </li>
      ))}
    </ul>
  );
}
