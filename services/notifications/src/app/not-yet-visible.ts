/**
 * A job ran before the transaction that queued it committed (jobs are queued inside it, so none is lost
 * to a crash after the commit): the row shows up a moment later.
 */
export class NotYetVisibleError extends Error {}
