import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import BellOutline from 'antd-mobile-icons/es/BellOutline';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import ContentOutline from 'antd-mobile-icons/es/ContentOutline';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import CouponOutline from 'antd-mobile-icons/es/CouponOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import MailOutline from 'antd-mobile-icons/es/MailOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import SetOutline from 'antd-mobile-icons/es/SetOutline';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import TagOutline from 'antd-mobile-icons/es/TagOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { CurrencyIcon } from '../../../components/currency-icon.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { EntryList } from '../../../components/entry-list.tsx';
import { CurrencyLabel, Ltr } from '../../../components/ltr.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { OrderShortcuts } from '../components/order-shortcuts.tsx';
import { useLanguageName } from '../components/use-language-name.ts';
import { useMoney } from '../../../components/use-money.ts';
import { useUserInfo } from '../../../components/use-user-info.ts';
import { chatStore, openChat } from '../../../lib/chat-widget.ts';
import { useStore } from '../../../lib/use-store.ts';
import { unreadMessagesQuery, usableCouponCountQuery } from '../api/me-counts.ts';
import '../mine.css';

/** The number of unread messages; the words say what it counts for screen readers. */
function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="count-badge" data-testid="mine-unread">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('message.unread_count', { count })}</span>
    </span>
  );
}

/** Me: who is signed in, points and balance, and the way to everything about the account. */
export function MineScreen() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const money = useMoney();
  const languageName = useLanguageName();
  const { data: unread = 0 } = useQuery(unreadMessagesQuery());
  const { data: coupons } = useQuery(usableCouponCountQuery());
  useDocumentTitle(t('tab.me'));
  // Without a configured chat (or before it is ready) there is nothing to open: no entry then.
  const chat = useStore(chatStore);
  const chatReady = chat === 'ready' || chat === 'open';

  return (
    <>
      <header className="profile-head">
        <Avatar src={user?.avatar} />
        <div>
          <h1>{user?.nickname ?? t('common.loading')}</h1>
          <p className="one-line">{user && <Ltr>{user.email}</Ltr>}</p>
          <p>
            <Link className="on-brand-link" to="/editprofile">
              {t('mine.edit_profile')}
            </Link>
          </p>
        </div>
      </header>
      <section className="card" aria-label={t('mine.wallet')}>
        <div className="stats">
          <Link className="stat" to="/pointslog">
            <span className="stat-value" data-testid="mine-points">
              {user?.points ?? '–'}
            </span>
            <span className="stat-label">{t('mine.points')}</span>
          </Link>
          <Link className="stat" to="/mycoupons">
            <span className="stat-value" data-testid="mine-coupons">
              {coupons ?? '–'}
            </span>
            <span className="stat-label">{t('mine.coupons')}</span>
          </Link>
          <Link className="stat" to="/wallet">
            <span className="stat-value" data-testid="mine-balance">
              {user ? <bdi>{money.format(user.balance)}</bdi> : '–'}
            </span>
            <span className="stat-label">{t('mine.balance')}</span>
          </Link>
        </div>
      </section>
      <OrderShortcuts />
      <h2 className="section-title">{t('mine.my_account')}</h2>
      <EntryList
        entries={[
          { label: t('wallet.title'), to: '/wallet', icon: <CurrencyIcon /> },
          { label: t('coupon.center'), to: '/couponcenter', icon: <GiftOutline /> },
          { label: t('coupon.mine'), to: '/mycoupons', icon: <CouponOutline /> },
          { label: t('points.log'), to: '/pointslog', icon: <TagOutline /> },
          { label: t('shop.wishlist'), to: '/wishlist', icon: <StarOutline /> },
          { label: t('shop.history'), to: '/history', icon: <ClockCircleOutline /> },
          { label: t('shop.stock_alerts'), to: '/stockalerts', icon: <BellOutline /> },
          { label: t('mine.messages'), to: '/message', extra: unread > 0 ? <UnreadBadge count={unread} /> : undefined, icon: <MailOutline /> },
          { label: t('mine.account_security'), to: '/account', icon: <UserOutline /> },
          { label: t('mine.addresses'), to: '/myaddress', icon: <EnvironmentOutline /> },
          { label: t('mine.preferences'), to: '/preference', icon: <HeartOutline /> },
          { label: t('mine.sizes'), to: '/size', icon: <TagOutline /> },
        ]}
      />
      <h2 className="section-title">{t('mine.settings_and_help')}</h2>
      <EntryList
        entries={[
          { label: t('common.language'), to: '/language', extra: languageName, icon: <GlobalOutline /> },
          { label: t('common.currency'), to: '/changecurrency', extra: <CurrencyLabel code={money.code} symbol={money.symbol} />, icon: <CurrencyIcon /> },
          ...(chatReady ? [{ label: t('mine.customer_service'), onClick: () => void openChat(), icon: <MessageOutline /> }] : []),
          { label: t('article.return_policy'), to: '/returnpolicy', icon: <FileOutline /> },
          { label: t('article.privacy'), to: '/privacy', icon: <FileOutline /> },
          { label: t('article.conditions'), to: '/condition', icon: <ContentOutline /> },
          { label: t('setting.title'), to: '/setting', icon: <SetOutline /> },
        ]}
      />
    </>
  );
}
