/**
 * Something shaped like an e-mail address anywhere in a text: a non-space character, `@`, a run of them with
 * a dot that has a character on either side. It matches exactly where the earlier
 * `/[^\s@]+@[^\s@]+\.[^\s@]+/` did (one character suffices on the outer sides), but in linear time: that one
 * retried its leading run from every start position, so a 50,000-character text without an `@` held the event
 * loop for 1.5 s (measured on Node 20), and a free-text field could be used to stall the service.
 */
const EMAIL_SHAPE = /[^\s@]@[^\s@]+\.[^\s@]/;

export function containsEmailAddress(text: string): boolean {
  return EMAIL_SHAPE.test(text);
}
