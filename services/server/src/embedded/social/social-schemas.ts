import { z } from 'zod';
import { devicePublicKey } from '../routes/embedded-schemas';

/** The provider is checked by name afterwards, so an unknown one gets its own message. */
const provider = z.string({ error: 'must be a string' }).min(1).max(40);

export const socialStartBody = z
  .object({
    projectId: z.string().max(100).optional(),
    provider,
    devicePublicKey,
    /** `<frame origin>/social/callback`: where the provider sends the browser back. */
    redirectUri: z.string().max(2048),
    /**
     * The dApp's origin, which embeds the frame: checked against the allowlist and kept with the attempt; no result is ever posted to it.
     */
    appOrigin: z.string().max(2048),
  })
  .strict();

export const socialConnectBody = z
  .object({
    projectId: z.string().max(100).optional(),
    code: z.string().min(1).max(4096),
    state: z.string().min(16).max(256),
    devicePublicKey,
  })
  .strict();

/** PUT /v1/admin/projects/:id/social/:provider: the project's own client (see SocialClientConfig). */
export const projectSocialClientBody = z
  .object({
    clientId: z.string().min(1).max(512),
    clientSecret: z.string().min(1).max(2048).optional(),
    issuer: z.string().max(2048).optional(),
    authorizationUrl: z.string().max(2048).optional(),
    tokenUrl: z.string().max(2048).optional(),
    userinfoUrl: z.string().max(2048).optional(),
    scopes: z.array(z.string().min(1).max(200)).max(32).optional(),
    tokenEndpointAuth: z.enum(['client_secret_basic', 'client_secret_post']).optional(),
  })
  .strict();

export const socialAdminParams = z.object({ id: z.string().max(100), provider: z.string().max(40).optional() });
