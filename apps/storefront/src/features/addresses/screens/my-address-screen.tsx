import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import Dialog from 'antd-mobile/es/components/dialog';
import Tag from 'antd-mobile/es/components/tag';
import { CHINA, type Address } from '@roamcart/contracts';
import { deleteAddress } from '../api/delete-address.ts';
import { addressesQuery } from '../../../api/get-addresses.ts';
import { Page } from '../../../components/page.tsx';
import { showToast } from '../../../lib/notify.ts';
import { countryNamesQuery } from '../../../lib/country-names.ts';

function AddressCard({ address, countryName, onDelete }: { address: Address; countryName: (code: string) => string; onDelete: () => void }) {
  const { t } = useTranslation();
  const headingId = `address-${address.id}`;
  return (
    <li className="address-card" aria-labelledby={headingId}>
      <div className="address-card-head" id={headingId}>
        <span className="address-card-name">{address.name}</span>
        <bdi dir="ltr">{address.tel}</bdi>
        {address.is_default && (
          <Tag color="primary" fill="outline">
            {t('address.default')}
          </Tag>
        )}
      </div>
      {address.country === CHINA ? (
        <p className="address-card-lines">
          {[address.province, address.city, address.county].filter(Boolean).join(' ')} {address.address_detail}
        </p>
      ) : (
        <p className="address-card-lines">
          {address.address_detail}
          <br />
          {[address.city, address.province].filter(Boolean).join(', ')} <bdi>{address.postal_code}</bdi>
        </p>
      )}
      <p className="address-card-country">{countryName(address.country)}</p>
      <div className="address-card-actions">
        <Link className="text-button" to={`/addaddress?id=${address.id}`} aria-label={t('address.edit_named', { name: address.name })}>
          {t('common.edit')}
        </Link>
        <button type="button" className="text-button is-danger" aria-label={t('address.delete_named', { name: address.name })} onClick={onDelete}>
          {t('common.delete')}
        </button>
      </div>
    </li>
  );
}

/** The address book: default first as the server orders it, edit and delete (after a confirm). */
export function MyAddressScreen() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery(addressesQuery());
  const { data: names } = useQuery(countryNamesQuery(i18n.language));
  const countryName = names?.name ?? ((code: string) => code);
  const full = data !== undefined && data.total >= data.max;

  const confirmDelete = async (address: Address) => {
    const confirmed = await Dialog.confirm({
      content: t('address.delete_confirm', { name: address.name }),
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    await deleteAddress(address.id);
    await queryClient.invalidateQueries({ queryKey: addressesQuery().queryKey });
    showToast(t('address.deleted'));
  };

  return (
    <Page title={t('address.title')} backTo="/mine">
      {data && data.list.length === 0 && <p className="empty-note">{t('address.empty')}</p>}
      <ul className="plain-list">
        {data?.list.map((address) => (
          <AddressCard key={address.id} address={address} countryName={countryName} onDelete={() => void confirmDelete(address).catch(() => undefined)} />
        ))}
      </ul>
      <div className="sticky-footer">
        {data && (
          <p className="address-limit" id="address-limit" role="status">
            {full ? t('error.4110', { count: data.max }) : t('address.limit_note', { count: data.max, used: data.total })}
          </p>
        )}
        {full ? (
          <button type="button" className="button-link is-primary" disabled aria-describedby="address-limit">
            {t('address.add')}
          </button>
        ) : (
          <Link className="button-link is-primary" to="/addaddress" aria-describedby="address-limit">
            {t('address.add')}
          </Link>
        )}
      </div>
    </Page>
  );
}
