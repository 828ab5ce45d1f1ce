import { uploadedImage } from '../admin/content.ts';
import { uploadedUrl } from '../settings.ts';
import { adminRoute, storefrontRoute } from './define.ts';

/** Images (JPG, PNG or WEBP up to 4 MB), sent as multipart in field `file`. */
export const uploadRoutes = {
  image: storefrontRoute({ tag: 'upload', method: 'POST', path: '/upload/image', auth: 'user', upload: true, response: uploadedUrl }),
};

const adminTag = 'admin upload';

export const uploadAdminRoutes = {
  /** Exactly 750x485 (BANNER_IMAGE_SIZE). */
  banner: adminRoute({ tag: adminTag, method: 'POST', path: '/upload/banner', auth: 'upload:banner', upload: true, response: uploadedImage }),
  image: adminRoute({ tag: adminTag, method: 'POST', path: '/upload/image', auth: 'upload:image', upload: true, response: uploadedImage }),
};
