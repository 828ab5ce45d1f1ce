import { ErrorCode } from '@roamcart/contracts';
import { AppError } from '../../platform/errors.ts';
import { storeImage } from '../../platform/images.ts';
import { perAccountAndClient } from '../../platform/rate-limit.ts';
import type { App } from '../../platform/types.ts';

export async function uploadRoutes(app: App) {
  const { deps } = app;
  const limit = perAccountAndClient(app, 'upload', deps.config.RATE_UPLOAD_PER_HOUR, (request) => `user:${request.user.id}`);

  app.post('/upload/image', { preHandler: [app.requireUser, limit], schema: { tags: ['upload'], consumes: ['multipart/form-data'] } }, async (request) => {
    if (!request.isMultipart()) throw new AppError(ErrorCode.MissingParameters, { file: 'validation.required' });
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw new AppError(ErrorCode.MissingParameters, { file: 'validation.required' });
    const content = await file.toBuffer();
    const { url } = await storeImage(deps, content, { owner: `user:${request.user.id}` });
    return { url };
  });
}
