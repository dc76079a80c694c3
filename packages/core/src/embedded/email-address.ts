/** A plausible e-mail address (spec §7: email fields must be valid e-mail); the server checks it again. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}
