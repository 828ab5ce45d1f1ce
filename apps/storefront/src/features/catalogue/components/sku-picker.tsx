import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isValueAvailable, type GoodsSku, type GoodsSpec, type SkuChoice } from '../lib/sku-choice.ts';

/**
 * One row per spec with its values as toggle buttons. A value that leads only to sold-out SKUs,
 * given what the other rows have chosen, stays in place (so the row does not jump), struck
 * through and described as sold out; it can still be chosen, to be told when it is back.
 */
export function SkuPicker({
  specs,
  skus,
  choice,
  onChoose,
}: {
  specs: GoodsSpec[];
  skus: GoodsSku[];
  choice: SkuChoice;
  onChoose: (specIndex: number, valueId: number) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const soldOutId = `${baseId}-sold-out`;
  return (
    <>
      <span id={soldOutId} hidden>
        {t('goods_detail.sold_out')}
      </span>
      {specs.map((spec, specIndex) => (
        <div key={spec.id} className="sku-spec" role="group" aria-labelledby={`${baseId}-${spec.id}`}>
          <h3 id={`${baseId}-${spec.id}`} className="sku-spec-name">
            {spec.name}
          </h3>
          <div className="sku-chips">
            {spec.values.map((value) => {
              const available = isValueAvailable(skus, choice, specIndex, value.id);
              return (
                <button
                  key={value.id}
                  type="button"
                  className={available ? 'sku-chip' : 'sku-chip is-sold-out'}
                  aria-pressed={choice[specIndex] === value.id}
                  aria-describedby={available ? undefined : soldOutId}
                  onClick={() => onChoose(specIndex, value.id)}
                >
                  {value.value}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </>
  );
}
