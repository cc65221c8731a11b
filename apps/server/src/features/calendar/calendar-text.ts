/**
 * Text for an iCalendar TEXT value (RFC 5545 3.3.11) as a person would read it: a line break is kept as LF, a
 * carriage return (alone or before LF) and every other control character but TAB dropped, since no TEXT value may
 * carry one.
 */
export function plainCalendarText(value: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is dropped
  return value.replace(/\r\n/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/**
 * A TEXT value as written in a content line (RFC 5545 3.3.11): backslash, semicolon and comma escaped, a line
 * break as `\n`, so no merchant's text can end the line it is in and start a property or component of its own.
 * Lines are folded at 75 octets when the calendar is written (ical-generator folds every line of its output).
 */
export function escapeCalendarText(value: string): string {
  return plainCalendarText(value)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n');
}
