import UserOutline from 'antd-mobile-icons/es/UserOutline';

/** The user's picture, or a neutral figure; decorative next to the nickname it belongs to. */
export function Avatar({ src }: { src?: string | null }) {
  if (src) return <img className="avatar" src={src} alt="" />;
  return (
    <span className="avatar avatar-placeholder" aria-hidden="true">
      <UserOutline />
    </span>
  );
}
