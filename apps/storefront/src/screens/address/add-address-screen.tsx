import { useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import TextArea from 'antd-mobile/es/components/text-area';
import { ADDRESS_DETAIL_MAX, addressSaveBody, type Address } from '@roamcart/contracts';
import { addressesQuery } from '../../api/get-addresses.ts';
import { saveAddress } from '../../api/save-address.ts';
import { FormField } from '../../components/form-field.tsx';
import { Page } from '../../components/page.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from '../../components/use-form.ts';
import { showToast } from '../../lib/notify.ts';
import { RegionPicker, type PickedRegion } from './region-picker.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';

type AddressValues = Omit<Address, 'id'>;

const EMPTY: AddressValues = { name: '', tel: '', province: '', city: '', county: '', area_code: '', address_detail: '', is_default: false };

function AddressForm({ address }: { address?: Address }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<AddressValues>(address ? { ...EMPTY, ...address } : EMPTY);
  const { values, errors } = form;
  const [picking, setPicking] = useState(false);
  const regionButton = useRef<HTMLButtonElement>(null);
  const region = [values.province, values.city, values.county].filter(Boolean).join(' ');
  const regionError = errors.area_code ?? errors.province ?? errors.city ?? errors.county;

  const onPick = ({ province, city, county, areaCode }: PickedRegion) => {
    form.setValues((current) => ({ ...current, province, city, county, area_code: areaCode }));
    form.setErrors(({ area_code: _a, province: _p, city: _c, county: _d, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(addressSaveBody, { ...values, id: address?.id }, async (body) => {
      await saveAddress(body);
      await queryClient.invalidateQueries({ queryKey: addressesQuery().queryKey });
      showToast(t('common.saved'));
      navigate('/myaddress', { replace: true });
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
      <TextField
        id="address-tel"
        label={t('address.tel')}
        error={errors.tel}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('address.tel_placeholder')}
        value={values.tel}
        onChange={(value) => form.set('tel', value)}
      />
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
      <FormField id="address-detail" label={t('address.detail')} error={errors.address_detail}>
        <TextArea
          id="address-detail"
          rows={3}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={ADDRESS_DETAIL_MAX}
          showCount
          placeholder={t('address.detail_placeholder')}
          value={values.address_detail}
          onChange={(value) => form.set('address_detail', value)}
        />
      </FormField>
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

/** Adds an address, or edits the one named by `?id=`. */
export function AddAddressScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const { data, isPending } = useQuery({ ...addressesQuery(), enabled: id !== null });
  const address = id === null ? undefined : data?.list.find((entry) => entry.id === id);
  return (
    <Page title={t(id === null ? 'address.add' : 'address.edit')} backTo="/myaddress">
      {id !== null && isPending ? null : <AddressForm key={address?.id ?? 'new'} address={address} />}
    </Page>
  );
}
