import { useTranslation } from 'react-i18next';

/** A fare's cabin and brand in the interface language ("Economy · Light"); an unknown brand shows its code. */
export function useFareName(): (fare: { cabin: string; brand: string }) => string {
  const { t } = useTranslation();
  return (fare) => `${t(`admin.flight_fares.cabins.${fare.cabin}`)} · ${t(`admin.flight_fares.brands.${fare.brand}`, { defaultValue: fare.brand })}`;
}
