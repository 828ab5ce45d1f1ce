import { uploadedImage } from '../admin/content.ts';
import { uploadedUrl } from '../settings.ts';
import { withSchemas } from './define.ts';
import { uploadAdminEndpoints, uploadEndpoints } from './endpoints/upload.ts';

export const uploadRoutes = withSchemas(uploadEndpoints, {
  image: { response: uploadedUrl },
});

export const uploadAdminRoutes = withSchemas(uploadAdminEndpoints, {
  banner: { response: uploadedImage },
  image: { response: uploadedImage },
  channelImage: { response: uploadedImage },
  goodsImage: { response: uploadedImage },
  goodsVideo: { response: uploadedImage },
});
