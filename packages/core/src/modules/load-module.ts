import { ModuleLoadError } from '../errors/module-load-error';

/**
 * Runs `load` (a dynamic import of an on-demand chunk); a failure is warned about once, here, and
 * rejects as ModuleLoadError. Each call calls `load` again, so a caller retries by calling again.
 */
export async function loadModule<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    console.warn('Airlock: a part of the wallet could not be loaded', cause);
    throw new ModuleLoadError({ cause });
  }
}
