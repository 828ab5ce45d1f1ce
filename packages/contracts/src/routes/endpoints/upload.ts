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
  /** A payment channel's logo or an offline channel's QR code. */
  channelImage: adminEndpoint({ tag: adminTag, method: 'POST', path: '/upload/channel_image', auth: 'upload:channel_image', upload: true }),
  /** A product gallery image: exactly 750x485 (GOODS_MEDIA_SIZE). */
  goodsImage: adminEndpoint({ tag: adminTag, method: 'POST', path: '/upload/goods_image', auth: 'upload:goods_image', upload: true }),
  /** A product video: MP4 up to 20 MB at 750x485, stored as sent. */
  goodsVideo: adminEndpoint({ tag: adminTag, method: 'POST', path: '/upload/goods_video', auth: 'upload:goods_video', upload: true }),
};
