import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { getToken, useIsLoggedIn } from '../lib/session';
import { buttonClassName } from '../ui/Button';
import { Card, Page } from '../ui/Page';
import { QueryRetryAlert } from '../ui/RetryAlert';
import styles from './AppLayout.module.css';
import { PageLoading } from './AppLayout';
import { SiteFooter } from './SiteFooter';
import { sessionUserQuery } from '../api';
import { SiteHeader } from './SiteHeader';

/** A customer who opens /admin/*: said plainly, in the storefront's frame. */
export function NotAllowedPage() {
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Page title="Not allowed" narrow>
          <Card>
            <p style={{ marginBottom: 'var(--space-4)' }}>The back office is for administrators only. Your account cannot open it.</p>
            <Link to="/appliance" className={buttonClassName({ variant: 'secondary' })}>
              Back to appliances
            </Link>
          </Card>
        </Page>
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * Guards /admin/* (the spec shows no check; the gateway refuses customers anyway): no token opens Log In, a
 * customer sees 'Not allowed', an admin the back office.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const me = useQuery({ ...sessionUserQuery(getToken()), enabled: loggedIn });
  if (!loggedIn) return <Navigate to="/?login=true" replace />;
  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    return (
      <Page title="Admin" narrow>
        <QueryRetryAlert message="Could not check your account. Please try again." query={me} />
      </Page>
    );
  }
  if (me.data.user.role !== 'admin') return <NotAllowedPage />;
  return children;
}
