/** A configuration value the server cannot use; the message names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
