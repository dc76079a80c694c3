/**
 * What the Airlock server writes into the page (`<meta name="airlock-frame-config" content="…">`,
 * JSON): the project's allowed origins, exactly as the `frame-ancestors` of the same response, and
 * the API's URL.
 */
export interface FramePageConfig {
  projectId: string;
  allowedOrigins: string[];
  apiUrl: string;
}

export const FRAME_CONFIG_META = 'airlock-frame-config';

/** The config from the meta tag's content, or undefined when it is missing or not of that shape. */
export function parseFramePageConfig(content: string | null | undefined): FramePageConfig | undefined {
  if (!content) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { projectId, allowedOrigins, apiUrl } = value as Record<string, unknown>;
  if (typeof projectId !== 'string' || typeof apiUrl !== 'string') return undefined;
  if (!Array.isArray(allowedOrigins) || !allowedOrigins.every((origin) => typeof origin === 'string')) return undefined;
  return { projectId, allowedOrigins: allowedOrigins as string[], apiUrl };
}
