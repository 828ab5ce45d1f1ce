import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import Cascader, { type CascaderValueExtend } from 'antd-mobile/es/components/cascader';
import { regionOptions, regionPath } from '../lib/region-options.ts';

export interface PickedRegion {
  province: string;
  city: string;
  county: string;
  areaCode: string;
}

/**
 * antd-mobile's Cascader draws its options and its Cancel / Confirm as <a> without href, which
 * no keyboard reaches. Real buttons inside them take the focus and their clicks reach antd's own
 * handlers; focus moves into the sheet when it opens and back to `trigger` when it closes.
 */
export function RegionPicker({
  visible,
  areaCode,
  trigger,
  onClose,
  onPick,
}: {
  visible: boolean;
  areaCode: string;
  trigger: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onPick: (region: PickedRegion) => void;
}) {
  const { t } = useTranslation();
  const first = useRef<HTMLButtonElement>(null);
  const pick = (codes: unknown[], extend: CascaderValueExtend) => {
    const [province = '', city = '', county = ''] = extend.items.map((item) => String(item?.label ?? ''));
    onPick({ province, city, county, areaCode: String(codes.at(-1) ?? '') });
  };
  return (
    <Cascader
      options={regionOptions}
      visible={visible}
      title={t('address.region')}
      placeholder={t('address.region_choose')}
      cancelText={
        <button ref={first} type="button" className="sheet-action">
          {t('common.cancel')}
        </button>
      }
      confirmText={
        <button type="button" className="sheet-action">
          {t('common.confirm')}
        </button>
      }
      optionRender={(option, { active }) => (
        <button type="button" className="sheet-option" aria-pressed={active}>
          {option.label}
        </button>
      )}
      value={areaCode ? regionPath(areaCode) : []}
      onClose={onClose}
      onConfirm={pick}
      afterShow={() => first.current?.focus()}
      afterClose={() => trigger.current?.focus()}
    />
  );
}
