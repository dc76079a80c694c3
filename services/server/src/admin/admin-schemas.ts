import { z } from 'zod';
import { MAX_ALLOWED_ORIGINS, originPatternSchema, projectNameSchema, remoteFeaturesPatchSchema } from '../projects/project-input-schemas';

/** POST /v1/admin/projects */
export const createProjectBodySchema = z.strictObject({
  name: projectNameSchema,
  allowedOrigins: z
    .array(originPatternSchema)
    .max(MAX_ALLOWED_ORIGINS)
    .transform((origins) => [...new Set(origins)])
    .optional(),
  features: remoteFeaturesPatchSchema.optional(),
});

/** POST /v1/admin/projects/:id/origins */
export const allowOriginBodySchema = z.strictObject({ origin: originPatternSchema });

/** PATCH /v1/admin/projects/:id/features: at least one feature to change. */
export const featuresPatchBodySchema = remoteFeaturesPatchSchema.refine((patch) => Object.keys(patch).length > 0, {
  error: 'name at least one feature to change',
});

export const projectParamsSchema = z.object({ id: z.string() });
