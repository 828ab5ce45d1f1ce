import type { FastifyRequest } from 'fastify';
import { BANNER_IMAGE_SIZE, ErrorCode, adminRoutes } from '@roamcart/contracts';
import { AppError } from '../../platform/errors.ts';
import { storeImage } from '../../platform/images.ts';
import { perAccountAndClient } from '../../platform/rate-limit.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';

const routes = adminRoutes.upload;

async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.MissingParameters, { file: 'validation.required' });
  const file = await request.file();
  if (!file || file.fieldname !== 'file') throw new AppError(ErrorCode.MissingParameters, { file: 'validation.required' });
  return file.toBuffer();
}

/** Back-office images: banners must be exactly 750x485; other images only pass the usual checks. */
export async function uploadAdminRoutes(app: App) {
  const { deps } = app;
  const preHandler = perAccountAndClient(app, 'admin-upload', deps.config.RATE_UPLOAD_PER_HOUR, (request) => `admin:${request.admin.id}`);

  registerRoute(
    app,
    routes.banner,
    async (request) => storeImage(deps, await uploadedFile(request), { owner: `admin:${request.admin.id}`, exactSize: BANNER_IMAGE_SIZE }),
    { preHandler },
  );

  registerRoute(app, routes.image, async (request) => storeImage(deps, await uploadedFile(request), { owner: `admin:${request.admin.id}` }), { preHandler });
}
