import type { Config } from '../config';
import type { NotificationQueues } from '../jobs/queues';

/** What the update-making handlers need besides the inbox transaction. */
export interface HandlerContext {
  config: Config;
  queues: NotificationQueues;
}
