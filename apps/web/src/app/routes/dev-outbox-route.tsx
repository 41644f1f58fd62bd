import { OutboxPage } from '../../features/dev-outbox/pages/outbox-page';

/** The development outbox, which says plainly when the API refuses it (production, another machine). */
export function DevOutboxRoute() {
  return <OutboxPage />;
}
