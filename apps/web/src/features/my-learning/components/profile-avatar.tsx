import type { TPublicProfile } from '@questline/domain/schemas/profile';

/** The user's avatar, or their initial; decorative, as their name stands next to it. */
export const ProfileAvatar = ({ profile, size }: { profile: TPublicProfile; size: 'md' | 'lg' }) => {
  const box = size === 'lg' ? 'h-20 w-20 text-3xl' : 'h-12 w-12 text-xl';
  if (profile.avatar) {
    return <img src={profile.avatar} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800`}
    >
      {profile.displayName.trim().charAt(0).toUpperCase()}
    </span>
  );
};
