import { ErrorCode, storefrontRoutes } from '@roamcart/contracts';
import { AppError } from '../../platform/errors.ts';
import { storeImage } from '../../platform/images.ts';
import { perAccountAndClient } from '../../platform/rate-limit.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';

export async function uploadRoutes(app: App) {
  const { deps } = app;
  const preHandler = perAccountAndClient(app, 'upload', deps.config.RATE_UPLOAD_PER_HOUR, (request) => `user:${request.user.id}`);

  registerRoute(
    app,
    storefrontRoutes.upload.image,
    async (request) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.MissingParameters, { file: 'validation.required' });
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw new AppError(ErrorCode.MissingParameters, { file: 'validation.required' });
      const content = await file.toBuffer();
      const { url } = await storeImage(deps, content, { owner: `user:${request.user.id}` });
      return { url };
    },
    { preHandler },
  );
}
