import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from './Button';
import styles from './ComingSoon.module.css';
import { Card, Page } from './Page';

interface ComingSoonProps {
  title: string;
  /** What this step will let the customer do, in one or two sentences. */
  children: ReactNode;
  backTo?: { to: string; label: string };
}

/** A step of the journey that is not open yet: it says so plainly and offers a way back. */
export function ComingSoon({ title, children, backTo = { to: '/appliance', label: 'Back to appliances' } }: ComingSoonProps) {
  return (
    <Page title={title}>
      <Card>
        <div className={styles.body}>
          <span className={styles.badge}>Coming soon</span>
          <p className={styles.text}>{children}</p>
          <Link to={backTo.to} className={buttonClassName({ variant: 'secondary' })}>
            {backTo.label}
          </Link>
        </div>
      </Card>
    </Page>
  );
}
