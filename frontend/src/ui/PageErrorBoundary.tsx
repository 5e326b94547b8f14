import { Component, type ReactNode } from 'react';
import { Button } from './Button';
import { Card, Page } from './Page';

interface State {
  failed: boolean;
}

/**
 * Shown when a screen throws while rendering, or its lazy chunk cannot load (often right after a new
 * release): the header stays usable, and a reload fetches the current files.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A screen failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Page title="Something went wrong" narrow>
        <Card>
          <p style={{ marginBottom: 'var(--space-4)' }}>This page could not be shown. Please reload and try again.</p>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Card>
      </Page>
    );
  }
}
