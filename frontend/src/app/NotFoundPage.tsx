import { Link } from 'react-router';
import { buttonClassName } from '../ui/Button';
import { Card, Page } from '../ui/Page';

export function NotFoundPage() {
  return (
    <Page title="Page not found" narrow>
      <Card>
        <p style={{ marginBottom: 'var(--space-4)' }}>We could not find that page.</p>
        <Link to="/appliance" className={buttonClassName()}>
          Browse appliances
        </Link>
      </Card>
    </Page>
  );
}
