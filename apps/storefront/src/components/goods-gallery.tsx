import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import './goods-gallery.css';

/** Gallery pictures are stored at 750x485 (SPEC §5); the attributes reserve their box before they load. */
export const PICTURE_WIDTH = 750;
export const PICTURE_HEIGHT = 485;

/** A tapped picture opens full screen, to pinch, zoom and swipe through (a tap closes it); the viewer loads on the first tap, off the page's first load. */
function zoom(images: string[], index: number): void {
  void import('antd-mobile/es/components/image-viewer').then(({ default: ImageViewer }) => ImageViewer.Multi.show({ images, defaultIndex: index }));
}

/**
 * The goods' pictures, then its video when it has one, one slide each, swiped by the browser's
 * own scroll snapping: no gesture library in the page's JavaScript, and the slides run right to
 * left in Arabic by themselves. A tap on a picture opens it full screen. The first picture is the
 * screen's largest paint, so it loads at once; the others and the video wait until needed.
 */
export function GoodsGallery({ name, images, videoUrl }: { name: string; images: string[]; videoUrl: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const total = images.length + (videoUrl ? 1 : 0);
  if (total === 0) return null;

  // scrollLeft runs negative in a right-to-left track; the slide on display is the same either way.
  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) setIndex(Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
  };
  const show = (target: number) => {
    const element = track.current;
    if (!element) return;
    const sign = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollTo({ left: sign * target * element.clientWidth, behavior: 'smooth' });
  };

  return (
    <section className="goods-gallery" aria-label={t('goods_detail.gallery', { name })}>
      <div className="goods-gallery-track" ref={track} tabIndex={0} onScroll={onScroll}>
        {images.map((src, position) => (
          <div className="goods-gallery-slide" key={`${position}-${src}`}>
            <button type="button" className="goods-gallery-zoom" onClick={() => zoom(images, position)}>
              <img
                className="goods-gallery-media"
                src={src}
                width={PICTURE_WIDTH}
                height={PICTURE_HEIGHT}
                alt={t('goods_detail.picture', { name, index: position + 1, total })}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : undefined}
                decoding={position === 0 ? 'sync' : 'async'}
              />
            </button>
          </div>
        ))}
        {videoUrl && (
          <div className="goods-gallery-slide">
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
          </div>
        )}
      </div>
      {total > 1 && (
        <>
          <span className="goods-gallery-count" aria-hidden="true">
            {index + 1} / {total}
          </span>
          <button type="button" className="goods-gallery-step is-previous" aria-label={t('goods_detail.previous_picture')} disabled={index === 0} onClick={() => show(index - 1)}>
            <LeftOutline aria-hidden="true" />
          </button>
          <button type="button" className="goods-gallery-step is-next" aria-label={t('goods_detail.next_picture')} disabled={index >= total - 1} onClick={() => show(index + 1)}>
            <RightOutline aria-hidden="true" />
          </button>
        </>
      )}
    </section>
  );
}
