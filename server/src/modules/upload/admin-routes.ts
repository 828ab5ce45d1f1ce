import type { FastifyRequest } from 'fastify';
import { BANNER_IMAGE_SIZE, ErrorCode, GOODS_MEDIA_SIZE, UPLOAD_VIDEO_MAX_BYTES, adminRoutes } from '@roamcart/contracts';
import { AppError } from '../../platform/errors.ts';
import { storeImage } from '../../platform/images.ts';
import { perAccountAndClient } from '../../platform/rate-limit.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { storeVideo } from '../../platform/videos.ts';

const routes = adminRoutes.upload;

/** Field `file` of a multipart body; `video` raises the size limit to the video's and names it in the refusal. */
async function uploadedFile(request: FastifyRequest, kind: 'image' | 'video' = 'image'): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.MissingParameters, { file: 'validation.required' });
  const file = await request.file(kind === 'video' ? { limits: { fileSize: UPLOAD_VIDEO_MAX_BYTES, files: 1 } } : undefined);
  if (!file || file.fieldname !== 'file') throw new AppError(ErrorCode.MissingParameters, { file: 'validation.required' });
  try {
    return await file.toBuffer();
  } catch (error) {
    if (kind === 'video' && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.field('file', 'validation.video_size');
    throw error;
  }
}

/** Back-office media: banners and goods gallery images must be exactly 750x485, as must goods videos; other images only pass the usual checks. */
export async function uploadAdminRoutes(app: App) {
  const { deps } = app;
  const preHandler = perAccountAndClient(app, 'admin-upload', deps.config.RATE_UPLOAD_PER_HOUR, (request) => `admin:${request.admin.id}`);
  const owner = (request: FastifyRequest) => `admin:${request.admin.id}`;

  registerRoute(app, routes.banner, async (request) => storeImage(deps, await uploadedFile(request), { owner: owner(request), exactSize: BANNER_IMAGE_SIZE }), { preHandler });
  registerRoute(app, routes.image, async (request) => storeImage(deps, await uploadedFile(request), { owner: owner(request) }), { preHandler });
  registerRoute(app, routes.channelImage, async (request) => storeImage(deps, await uploadedFile(request), { owner: owner(request) }), { preHandler });
  registerRoute(app, routes.goodsImage, async (request) => storeImage(deps, await uploadedFile(request), { owner: owner(request), exactSize: GOODS_MEDIA_SIZE }), {
    preHandler,
  });
  registerRoute(app, routes.goodsVideo, async (request) => storeVideo(deps, await uploadedFile(request, 'video'), { owner: owner(request), exactSize: GOODS_MEDIA_SIZE }), {
    preHandler,
  });
}
