/**
 * Event types that never reach a chat as a subscription: a digest is addressed to named destinations by its
 * schedule (the `chat` channel), so that each schedule's digest goes where its filters belong, and once.
 * Routed by subscription as well, a destination named by a schedule that also subscribed would get it twice.
 */
export const NOT_ROUTED_TO_CHAT: readonly string[] = ['digest.ready'];
