import { Button } from '@/components/Button';
import { EmptyState } from '@/components/StateMessage';

/**
 * The language catalog would not download even after retries, so there are no
 * translated words to use: plain English, an icon anyone reads, and a reload.
 */
export function CatalogFailed() {
  return (
    <div role="alert">
      <EmptyState
        icon="refresh"
        titleAs="h1"
        title="This page could not finish loading"
        description="Check your connection, then reload."
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      />
    </div>
  );
}
