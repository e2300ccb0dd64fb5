/**
 * Called with each notification's payload, or with null when notifications may have been missed (the
 * listening connection was lost and is re-established): a subscriber then forgets everything it derived.
 */
export type ChangeListener = (payload: string | null) => void;

/**
 * Changes pushed to every instance: PostgreSQL `LISTEN/NOTIFY`. Writers do not call this port; the database
 * notifies (`pg_notify` in a trigger, in the writer's transaction, so only committed changes are announced,
 * whichever process wrote them: an instance, the tenant CLI, a migration). Subscribers are caches that must
 * not outlive a change (ADR 0012). Channel names are lower-case identifiers.
 */
export abstract class ChangeNotifications {
  /** Starts listening on `channel` (resolved once listening); the answer stops this listener. */
  abstract subscribe(channel: string, listener: ChangeListener): Promise<() => void>;
}
