import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Swiper, { type SwiperRef } from 'antd-mobile/es/components/swiper';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';

/** Gallery pictures are stored at 750x485 (SPEC §5); the attributes reserve their box before they load. */
export const PICTURE_WIDTH = 750;
export const PICTURE_HEIGHT = 485;

/**
 * The goods' pictures, then its video when it has one, one slide each. The first picture is the
 * screen's largest paint, so it loads at once; the others and the video wait until needed.
 */
export function GoodsGallery({ name, images, videoUrl }: { name: string; images: string[]; videoUrl: string }) {
  const { t } = useTranslation();
  const swiper = useRef<SwiperRef>(null);
  const [index, setIndex] = useState(0);
  const total = images.length + (videoUrl ? 1 : 0);
  if (total === 0) return null;
  const slides = [
    ...images.map((src, position) => (
      <Swiper.Item key={`${position}-${src}`}>
        <img
          className="goods-gallery-media"
          src={src}
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          alt={t('goods_detail.picture', { name, index: position + 1, total })}
          loading={position === 0 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : undefined}
          decoding="async"
          draggable={false}
        />
      </Swiper.Item>
    )),
    ...(videoUrl
      ? [
          <Swiper.Item key="video">
            <video
              className="goods-gallery-media"
              src={videoUrl}
              poster={images[0]}
              width={PICTURE_WIDTH}
              height={PICTURE_HEIGHT}
              controls
              preload="none"
              playsInline
              aria-label={t('goods_detail.video', { name })}
            />
          </Swiper.Item>,
        ]
      : []),
  ];
  return (
    // antd-mobile's Swiper moves its track by left-to-right offsets, so the gallery keeps that order in Arabic too.
    <section className="goods-gallery" dir="ltr" aria-label={t('goods_detail.gallery', { name })}>
      <Swiper
        ref={swiper}
        onIndexChange={setIndex}
        indicator={(count, current) =>
          count > 1 && (
            <span className="goods-gallery-count" aria-hidden="true">
              {current + 1} / {count}
            </span>
          )
        }
      >
        {slides}
      </Swiper>
      {total > 1 && (
        <>
          <button
            type="button"
            className="goods-gallery-step is-previous"
            aria-label={t('goods_detail.previous_picture')}
            disabled={index === 0}
            onClick={() => swiper.current?.swipePrev()}
          >
            <LeftOutline aria-hidden="true" />
          </button>
          <button
            type="button"
            className="goods-gallery-step is-next"
            aria-label={t('goods_detail.next_picture')}
            disabled={index === total - 1}
            onClick={() => swiper.current?.swipeNext()}
          >
            <RightOutline aria-hidden="true" />
          </button>
        </>
      )}
    </section>
  );
}
