import { OutboxPage } from '../../features/dev-outbox/components/outbox-page';
import { NotFoundPage } from '../../features/not-found/not-found-page';

/** The development outbox, which shows the not-found page where the API says it does not exist. */
export function DevOutboxRoute() {
  return <OutboxPage notFound={<NotFoundPage />} />;
}
