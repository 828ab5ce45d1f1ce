import { adminEndpoint, storefrontEndpoint } from '../endpoint.ts';

const adminTag = 'admin upload';

/** Images (JPG, PNG or WEBP up to 4 MB), sent as multipart in field `file`. */
export const uploadEndpoints = {
  image: storefrontEndpoint({ tag: 'upload', method: 'POST', path: '/upload/image', auth: 'user', upload: true }),
};

export const uploadAdminEndpoints = {
  /** Exactly 750x485 (BANNER_IMAGE_SIZE). */
  banner: adminEndpoint({ tag: adminTag, method: 'POST', path: '/upload/banner', auth: 'upload:banner', upload: true }),
  image: adminEndpoint({ tag: adminTag, method: 'POST', path: '/upload/image', auth: 'upload:image', upload: true }),
};
