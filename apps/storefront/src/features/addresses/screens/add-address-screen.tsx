import { useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import TextArea from 'antd-mobile/es/components/text-area';
import { ADDRESS_DETAIL_MAX, addressFormat, addressSaveBody, CHINA, countryCallingCode, hasPostalCodes, type Address } from '@roamcart/contracts';
import { addressesQuery } from '../../../api/get-addresses.ts';
import { saveAddress } from '../api/save-address.ts';
import { FormField } from '../../../components/form-field.tsx';
import { Page } from '../../../components/page.tsx';
import { useGoBack } from '../../../components/use-go-back.ts';
import { noteAddedAddress } from '../../../lib/address-choice.ts';
import { TextField } from '../../../components/text-field.tsx';
import { useForm } from '../../../components/use-form.ts';
import { showToast } from '../../../lib/notify.ts';
import { countryNamesQuery } from '../../../lib/country-names.ts';
import { RegionPicker, type PickedRegion } from '../components/region-picker.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';

type AddressValues = Omit<Address, 'id'>;

const EMPTY: AddressValues = {
  name: '',
  tel: '',
  country: CHINA,
  province: '',
  city: '',
  county: '',
  area_code: '',
  postal_code: '',
  address_detail: '',
  is_default: false,
};

/** The parts of an address that belong to one country and do not carry over to another. */
const PLACE: Pick<AddressValues, 'province' | 'city' | 'county' | 'area_code' | 'postal_code'> = {
  province: '',
  city: '',
  county: '',
  area_code: '',
  postal_code: '',
};

function CountrySelect({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string }) {
  const { t, i18n } = useTranslation();
  const { data: names } = useQuery(countryNamesQuery(i18n.language));
  return (
    <FormField id="address-country" label={t('address.country')} error={error}>
      <select id="address-country" className="native-select" autoComplete="country" value={value} onChange={(event) => onChange(event.target.value)}>
        {(names?.sorted ?? [{ code: value, name: value }]).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** China: the region picker of SPEC §5 and the detailed address. */
function ChinaPlace({ form }: { form: ReturnType<typeof useForm<AddressValues>> }) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const [picking, setPicking] = useState(false);
  const regionButton = useRef<HTMLButtonElement>(null);
  const region = [values.province, values.city, values.county].filter(Boolean).join(' ');
  const regionError = errors.area_code ?? errors.province ?? errors.city ?? errors.county;

  const onPick = ({ province, city, county, areaCode }: PickedRegion) => {
    form.setValues((current) => ({ ...current, province, city, county, area_code: areaCode }));
    form.setErrors(({ area_code: _a, province: _p, city: _c, county: _d, ...rest }) => rest);
  };

  return (
    <>
      <FormField id="address-region" label={t('address.region')} error={regionError}>
        <button
          ref={regionButton}
          id="address-region"
          type="button"
          className={region ? 'picker-trigger' : 'picker-trigger is-empty'}
          aria-labelledby="address-region-label address-region-value"
          onClick={() => setPicking(true)}
        >
          <span id="address-region-value">{region || t('address.region_placeholder')}</span>
        </button>
      </FormField>
      <RegionPicker visible={picking} areaCode={values.area_code} trigger={regionButton} onClose={() => setPicking(false)} onPick={onPick} />
      <AddressDetailField form={form} id="address-detail" label={t('address.detail')} placeholder={t('address.detail_placeholder')} rows={3} maxRows={5} />
    </>
  );
}

interface AddressDetailFieldProps {
  form: ReturnType<typeof useForm<AddressValues>>;
  id: string;
  label: string;
  placeholder: string;
  rows: number;
  maxRows: number;
}

/** The street part of an address (`address_detail`), up to SPEC §5's 200 characters, with its count. */
function AddressDetailField({ form, id, label, placeholder, rows, maxRows }: AddressDetailFieldProps) {
  return (
    <FormField id={id} label={label} error={form.errors.address_detail}>
      <TextArea
        id={id}
        rows={rows}
        autoSize={{ minRows: 2, maxRows }}
        maxLength={ADDRESS_DETAIL_MAX}
        showCount
        placeholder={placeholder}
        value={form.values.address_detail}
        onChange={(value) => form.set('address_detail', value)}
      />
    </FormField>
  );
}

/** Elsewhere: address lines, city, the region under the country's own name, and its postal code. */
function WorldPlace({ form }: { form: ReturnType<typeof useForm<AddressValues>> }) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const format = addressFormat(values.country);
  const optional = (label: string, required: boolean) => (required ? label : t('address.optional_field', { label }));
  return (
    <>
      <AddressDetailField form={form} id="address-lines" label={t('address.lines')} placeholder={t('address.lines_placeholder')} rows={2} maxRows={4} />
      <TextField
        id="address-city"
        label={t('address.city')}
        error={errors.city}
        autoComplete="address-level2"
        maxLength={50}
        value={values.city}
        onChange={(value) => form.set('city', value)}
      />
      <TextField
        id="address-province"
        label={optional(t(`address.region_${format.region}`), format.regionRequired)}
        error={errors.province}
        autoComplete="address-level1"
        maxLength={50}
        value={values.province}
        onChange={(value) => form.set('province', value)}
      />
      <TextField
        id="address-postal"
        label={optional(t(`address.postal_${format.postal}`), hasPostalCodes(values.country))}
        error={errors.postal_code}
        autoComplete="postal-code"
        maxLength={12}
        value={values.postal_code}
        onChange={(value) => form.set('postal_code', value)}
      />
    </>
  );
}

function AddressForm({ address, defaultCountry, backAfterSave }: { address?: Address; defaultCountry: string; backAfterSave: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack('/myaddress');
  const queryClient = useQueryClient();
  const form = useForm<AddressValues>(address ? { ...EMPTY, ...address } : { ...EMPTY, country: defaultCountry });
  const { values, errors } = form;
  const inChina = values.country === CHINA;

  const onCountry = (country: string) => {
    form.setValues((current) => ({ ...current, ...PLACE, country }));
    form.setErrors(({ country: _c, tel: _t, province: _p, city: _y, county: _d, area_code: _a, postal_code: _z, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(addressSaveBody, { ...values, id: address?.id }, async (body) => {
      const saved = await saveAddress(body);
      await queryClient.invalidateQueries({ queryKey: addressesQuery().queryKey });
      showToast(t('common.saved'));
      if (backAfterSave) {
        noteAddedAddress(saved.id);
        goBack();
      } else navigate('/myaddress', { replace: true });
    });
  };

  return (
    <form className="page-body" onSubmit={onSubmit} noValidate>
      <TextField
        id="address-name"
        label={t('address.name')}
        error={errors.name}
        autoComplete="name"
        maxLength={50}
        placeholder={t('address.name_placeholder')}
        value={values.name}
        onChange={(value) => form.set('name', value)}
      />
      <CountrySelect value={values.country} error={errors.country} onChange={onCountry} />
      <TextField
        id="address-tel"
        label={t('address.tel')}
        error={errors.tel}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={inChina ? t('address.tel_placeholder') : t('address.tel_placeholder_world', { code: countryCallingCode(values.country) })}
        value={values.tel}
        onChange={(value) => form.set('tel', value)}
      />
      {inChina ? <ChinaPlace form={form} /> : <WorldPlace form={form} />}
      <label className="switch-row">
        <span>{t('address.set_default')}</span>
        <input type="checkbox" role="switch" checked={values.is_default} onChange={(event) => form.set('is_default', event.target.checked)} />
      </label>
      <SubmitButton loading={form.submitting}>
        {t('common.save')}
      </SubmitButton>
    </form>
  );
}

/**
 * Adds an address, or edits the one named by `?id=`. A new one starts in the country the server
 * suggests; with the book full, the limit is told instead of a form that could not be saved.
 * `?back=1` (from Confirm order) returns to the screen that asked instead of the address book,
 * which then chooses the address saved.
 */
export function AddAddressScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const { data } = useQuery(addressesQuery());
  const address = id === null ? undefined : data?.list.find((entry) => entry.id === id);
  const full = id === null && data !== undefined && data.total >= data.max;
  return (
    <Page title={t(id === null ? 'address.add' : 'address.edit')} backTo="/myaddress">
      {data === undefined ? null : full ? (
        <p className="empty-note" role="status">
          {t('error.4110', { count: data.max })}
        </p>
      ) : (
        <AddressForm key={address?.id ?? 'new'} address={address} defaultCountry={data.default_country} backAfterSave={params.get('back') === '1'} />
      )}
    </Page>
  );
}
