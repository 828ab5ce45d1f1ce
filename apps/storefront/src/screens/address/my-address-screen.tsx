import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import Dialog from 'antd-mobile/es/components/dialog';
import Tag from 'antd-mobile/es/components/tag';
import type { Address } from '@roamcart/contracts';
import { deleteAddress } from '../../api/delete-address.ts';
import { addressesQuery } from '../../api/get-addresses.ts';
import { Page } from '../../components/page.tsx';
import { showToast } from '../../lib/notify.ts';

function AddressCard({ address, onDelete }: { address: Address; onDelete: () => void }) {
  const { t } = useTranslation();
  const headingId = `address-${address.id}`;
  return (
    <li className="address-card" aria-labelledby={headingId}>
      <div className="address-card-head" id={headingId}>
        <span>{address.name}</span>
        <span>{address.tel}</span>
        {address.is_default && (
          <Tag color="primary" fill="outline">
            {t('address.default')}
          </Tag>
        )}
      </div>
      <p>
        {[address.province, address.city, address.county].filter(Boolean).join(' ')} {address.address_detail}
      </p>
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery(addressesQuery());

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
          <AddressCard key={address.id} address={address} onDelete={() => void confirmDelete(address).catch(() => undefined)} />
        ))}
      </ul>
      <div className="sticky-footer">
        <Link className="button-link is-primary" to="/addaddress">
          {t('address.add')}
        </Link>
      </div>
    </Page>
  );
}
